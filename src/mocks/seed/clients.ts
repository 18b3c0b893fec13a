import type { Company } from '../db/types';
import type { SeedContext } from './context';

/** More clients of the first host: unlinked and inactive ones (being built). */
export function seedClients(_s: SeedContext, _host: Company) {}
