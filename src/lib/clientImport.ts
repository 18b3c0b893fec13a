/** The columns of the client import workbook, in order, as its header row names them. */
export const CLIENT_IMPORT_COLUMNS = [
  'Firm Name',
  'Street Line 1',
  'Street Line 2',
  'City',
  'State',
  'Zip Code',
  'Phone Number',
  'Email',
] as const;

export type ClientImportColumn = (typeof CLIENT_IMPORT_COLUMNS)[number];
