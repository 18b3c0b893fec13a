/** The admin's company screens' texts. */
export const COMPANY_TEXT = {
  title: 'Companies',
  search: 'Search by name',
  status: 'Status',
  all: 'All',
  empty: 'No companies found.',
  list: 'Companies',
  users: 'Users',
  noUsers: 'The company has no users.',
  loadFailed: 'The company could not be loaded.',
  retry: 'Retry',
  actions: 'Company actions',
  never: 'Never',
} as const;
