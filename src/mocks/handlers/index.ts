import { http, HttpResponse } from 'msw';
import { byPath } from './byPath';
import { controlHandlers } from '../controls';
import { faultHandler } from '../faults';
import { fileHandlers } from '../files';
import { idempotent } from '../idempotency';
import { accountHandlers } from './account';
import { adminCompaniesHandlers } from './admin/companies';
import { adminContentHandlers } from './admin/content';
import { adminDashboardHandlers } from './admin/dashboard';
import { adminSettingsHandlers } from './admin/settings';
import { adminUsersHandlers } from './admin/users';
import { auctionDetailHandlers } from './auctionDetail';
import { auctionsHandlers } from './auctions';
import { authHandlers } from './auth';
import { casesHandlers } from './cases';
import { clientImportHandlers } from './clientImport';
import { clientRegistrationHandlers } from './clientRegistration';
import { clientsHandlers } from './clients';
import { companyHandlers, companyRecordHandlers } from './company';
import { firmHandlers } from './firm';
import { caseDetailHandlers } from './caseDetail';
import { caseLotHandlers, caseLotStepHandlers } from './caseLots';
import { caseDocumentHandlers } from './caseDocuments';
import { casePropertyHandlers } from './caseProperties';
import { bidderHandlers } from './bidders';
import { imageHandlers } from './images';
import { liveHandlers } from './live';
import { lotHandlers } from './lots';
import { publicHandlers } from './public';
import { reportHandlers } from './reports';
import { searchHandlers } from './search';
import { walletHandlers } from './wallet';
import { winningsHandlers } from './winnings';

/**
 * Every endpoint the simulator answers: test controls, faults, then the routes by resource, then
 * 501 for the rest. Within the list a literal path comes before a parameter path that would take
 * it (tests/sim/routes.test.ts checks the order).
 */
export const handlers = [
  ...controlHandlers,
  faultHandler,
  ...authHandlers,
  // The admin area: dashboard figures, companies, system users, configuration and help,
  // resources and featured lots (their literal paths before the resources' id routes).
  ...adminDashboardHandlers,
  ...adminCompaniesHandlers,
  ...adminUsersHandlers,
  ...adminSettingsHandlers,
  ...adminContentHandlers,
  ...publicHandlers,
  // The bidder's winnings and lists (`/api/bidders/winning`, `/api/lots/listpinned/bidder`)
  // before the `/api/bidders/:id` and `/api/lots/:lotId/bidder` routes.
  ...winningsHandlers,
  ...accountHandlers,
  ...bidderHandlers,
  ...walletHandlers,
  ...searchHandlers,
  ...lotHandlers,
  ...casesHandlers,
  // Companies, users, API keys; then the firm's own and registration routes with literal
  // segments (`/api/clients/uploadlogo`, `/api/attorneys/listcompany`) before the company's
  // client routes with ids (`/api/clients/:clientId`, `/api/attorneys/:clientId/:attorneyId`).
  ...reportHandlers,
  ...companyHandlers,
  ...clientRegistrationHandlers,
  ...firmHandlers,
  ...clientImportHandlers,
  ...clientsHandlers,
  ...caseDetailHandlers,
  ...caseLotHandlers,
  ...casePropertyHandlers,
  ...caseDocumentHandlers,
  ...auctionsHandlers,
  ...auctionDetailHandlers,
  ...liveHandlers,
  // The post-sale steps (`/api/lots/:lotId/deposit`, `/payment`, `/deedready`, `/deedissued`).
  ...caseLotStepHandlers,
  // The company's and its users' id routes after the literal ones they would take
  // (`/api/companies/lookupattorney`, `/api/auctioneers/featuredlot`).
  ...companyRecordHandlers,
  ...imageHandlers,
  ...fileHandlers,
  http.all('*/api/*', () =>
    HttpResponse.json({ message: 'Not implemented in the simulator' }, { status: 501 }),
  ),
];

/**
 * The routes as the dev server and the tests run them: handed out by path (see byPath), with
 * uploads' idempotency keys honoured (see idempotency).
 */
export const routedHandlers = [idempotent(byPath(handlers))];
