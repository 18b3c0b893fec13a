import type { SeedContext } from './context';

/** Auction companies in every status for the admin's company list. */
export function seedAdminCompanies(_s: SeedContext) {}
