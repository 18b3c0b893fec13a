/** Whether an address part is a record's id: digits only. */
export const isRecordId = (raw: string | undefined): raw is string =>
  raw !== undefined && /^\d+$/.test(raw);

/** The record id an address part names, or 0 when it names none. */
export const recordIdOf = (raw: string | undefined): number => (isRecordId(raw) ? Number(raw) : 0);
