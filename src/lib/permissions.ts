import { hasAccess, Role, STAFF } from './roles';

/**
 * Who may use which action, next to the route roles of the route table: screens ask
 * `can(roles, action)` (or `useCan` / `<Can>`) instead of testing roles themselves.
 * Attorneys hold the rights of clients, as they do for routes. Per-record flags
 * (a case's `canEdit`, a client's `linkedSince`) are checked by the screen on top of this.
 */
const { Auctioneer, Employee, Client, Admin } = Role;

export const ACTIONS = {
  // Company settings (spec 2 section 6): the employee's company form and wire
  // instructions are read-only, logo and background can be uploaded but not removed.
  'company.editProfile': [Auctioneer],
  'company.editWireInstructions': [Auctioneer],
  'company.uploadImages': STAFF,
  'company.removeImages': [Auctioneer],
  // Employees are sent away from settings users and api-credentials (spec 2 and 3).
  'users.manage': [Auctioneer],
  'apiKeys.manage': [Auctioneer],
  'activityLogs.view': STAFF,
  // Cases, lots, properties, documents (spec 2 sections 2 and 6).
  'case.create': STAFF,
  'case.edit': STAFF,
  'case.filterByClientAndStatus': STAFF,
  'lot.publish': STAFF,
  'lot.changeWinner': STAFF,
  // Lots of a case: add, edit, delete, auction date, postpone; the post-sale steps and the deed.
  'lot.edit': STAFF,
  'lot.postSale': STAFF,
  'property.create': STAFF,
  // Admin cannot add or delete case documents (spec 2 section 5).
  'document.manage': STAFF,
  // Notes: the case's staff and its client or attorney; admin reads them only.
  'caseNote.add': [Auctioneer, Employee, Client],
  // Auctions: staff and admin (spec 1 section 6).
  'auction.create': [Auctioneer, Employee, Admin],
  'auction.edit': [Auctioneer, Employee, Admin],
  'lot.markFeatured': [Auctioneer, Employee, Admin],
  // Live auctions (spec 3 sections 2.10 and 6): the control room (start, stop alert, stop, bids
  // for bidders) and the TV view are the auctioneer's and the employee's; clients, attorneys and
  // admins have neither (bidders get their own room).
  'live.control': STAFF,
  'live.watch': STAFF,
  // Clients and attorneys: staff manage clients; clients manage their firm's attorneys.
  'client.manage': STAFF,
  'client.import': STAFF,
  'attorney.manage': [Auctioneer, Employee, Client],
  // Reports (spec 3 section 2.9): client, auctioneer, employee, and the admin's own.
  'reports.view': [Auctioneer, Employee, Client, Admin],
  'reports.export': [Auctioneer, Employee, Client, Admin],
  // Admin area (spec 3 section 6).
  'companies.approve': [Admin],
  'admins.create': [Admin],
  'bidder.deleteAccount': [Admin],
  'system.configure': [Admin],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof ACTIONS;

/** Whether a user holding `roles` may use `action`; no roles (signed out) may use none. */
export function can(roles: readonly Role[], action: Action): boolean {
  return hasAccess(ACTIONS[action], roles, roles.length > 0);
}
