import type { Db } from '../db/types';
import { seedAttorneys, seedDraftLots, seedFirms, seedStaff } from './backOffice';
import {
  seedBidderAccounts,
  seedExtraBankAccounts,
  seedPins,
  seedRoomBots,
  seedWallets,
} from './bidders';
import { seedAdminCompanies } from './adminCompanies';
import { seedAdmins } from './admins';
import { seedCaseStages } from './caseStages';
import { seedClients } from './clients';
import { seedCompanyUsers } from './companyUsers';
import { seedContext } from './context';
import { seedDocuments, seedDraftAttributes, seedPhotoIds } from './documents';
import { seedAuctionCalendar, seedCalendarLots } from './liveAuctions';
import { seedSaleLogs, seedSales, seedWinnings } from './postSale';
import { seedContent, seedHosts } from './publicSite';

export { DEMO_PASSWORD } from '../factories/people';
export { CLASS_CODES, PROPERTY_TYPES } from './lots';

/** Every text-message code the simulator sends. */
export const SIM_CODE = '123456';

/**
 * The simulator's data: the same records, ids and demo accounts on every run, with times
 * relative to the simulator clock. The scenarios run in this order because they share one id
 * sequence and one random sequence.
 */
export function createSeed(): Db {
  const s = seedContext();
  const hosts = seedHosts(s);
  seedContent(s);
  const firms = seedFirms(s, hosts);
  const bidders = seedBidderAccounts(s);
  const { attorney } = seedStaff(s, hosts[0], firms[0]);
  const bots = seedRoomBots(s);
  const bidderProfile = seedWallets(s, [...bidders, ...bots]);
  seedAttorneys(s, firms, attorney);
  const calendar = seedAuctionCalendar(s, hosts);
  seedCalendarLots(s, calendar);
  seedDraftLots(s);
  seedSales(s, calendar, bidders);
  seedWinnings(s, bidders, bidderProfile);
  seedPins(s, bidders[0]);
  seedExtraBankAccounts(s, bidders[0]);
  seedSaleLogs(s);
  seedCaseStages(s, hosts[0], firms[0]);
  seedDocuments(s);
  seedDraftAttributes(s);
  seedPhotoIds(s);
  seedCompanyUsers(s, hosts[0]);
  seedClients(s, hosts[0]);
  seedAdminCompanies(s);
  seedAdmins(s);
  return s.db;
}
