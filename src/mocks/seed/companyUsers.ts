import type { Company } from '../db/types';
import type { SeedContext } from './context';

/** The first host's other users and API keys (being built). */
export function seedCompanyUsers(_s: SeedContext, _host: Company) {}
