import type { SeedContext } from './context';

/** More admin accounts for the admin's system users. */
export function seedAdmins(_s: SeedContext) {}
