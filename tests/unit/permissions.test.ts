// @vitest-environment node
import { ACTIONS, can, type Action } from '../../src/lib/permissions';
import { Role } from '../../src/lib/roles';

const { Bidder, Auctioneer, Employee, Attorney, Client, Admin } = Role;

describe('action permissions', () => {
  it.each<[string, Action, Role[], boolean]>([
    // Spec 3: employees are sent away from settings users and api-credentials.
    ['auctioneer manages users', 'users.manage', [Auctioneer], true],
    ['employee does not manage users', 'users.manage', [Employee], false],
    ['employee does not manage API keys', 'apiKeys.manage', [Employee], false],
    ['auctioneer manages API keys', 'apiKeys.manage', [Auctioneer], true],
    // Spec 2: the employee's company form is locked, wire instructions read-only,
    // logo and background can be uploaded but not removed.
    ['employee cannot edit the company profile', 'company.editProfile', [Employee], false],
    ['employee cannot edit wire instructions', 'company.editWireInstructions', [Employee], false],
    ['employee uploads the logo', 'company.uploadImages', [Employee], true],
    ['employee cannot remove the logo', 'company.removeImages', [Employee], false],
    ['auctioneer removes the logo', 'company.removeImages', [Auctioneer], true],
    // Spec 2: case list filters for client and status are staff only.
    ['employee filters cases', 'case.filterByClientAndStatus', [Employee], true],
    ['client does not filter cases', 'case.filterByClientAndStatus', [Client], false],
    // Spec 2: admin cannot add or delete case documents.
    ['admin cannot manage case documents', 'document.manage', [Admin], false],
    ['employee manages case documents', 'document.manage', [Employee], true],
    // Spec 2 and 3: clients add, edit and remove their attorneys; attorneys count as clients.
    ['client manages attorneys', 'attorney.manage', [Client], true],
    ['attorney is treated as client', 'attorney.manage', [Attorney], true],
    ['bidder does not manage attorneys', 'attorney.manage', [Bidder], false],
    // Spec 1: admin marks lots as featured; creating auctions is for staff and admin.
    ['admin marks featured lots', 'lot.markFeatured', [Admin], true],
    ['bidder cannot create auctions', 'auction.create', [Bidder], false],
    // Spec 3: reports for client, auctioneer, employee; admin has its own.
    ['client exports reports', 'reports.export', [Client], true],
    ['bidder has no reports', 'reports.export', [Bidder], false],
    // Spec 3: only admins delete bidder accounts and create admin accounts.
    ['auctioneer cannot delete bidder accounts', 'bidder.deleteAccount', [Auctioneer], false],
    ['admin creates admin accounts', 'admins.create', [Admin], true],
    // Spec 3: live control (and the TV view) is the auctioneer's and the employee's only.
    ['auctioneer runs the control room', 'live.control', [Auctioneer], true],
    ['employee runs the control room', 'live.control', [Employee], true],
    ['client does not run the control room', 'live.control', [Client], false],
    ['attorney does not run the control room', 'live.control', [Attorney], false],
    ['admin does not run the control room', 'live.control', [Admin], false],
    ['employee opens the TV view', 'live.watch', [Employee], true],
    ['client does not open the TV view', 'live.watch', [Client], false],
    ['admin does not open the TV view', 'live.watch', [Admin], false],
  ])('%s', (_statement, action, roles, allowed) => {
    expect(can(roles, action)).toBe(allowed);
  });

  it('allows nothing without roles (signed out)', () => {
    for (const action of Object.keys(ACTIONS) as Action[]) expect(can([], action)).toBe(false);
  });

  it('gives bidders none of the back-office actions', () => {
    const allowed = (Object.keys(ACTIONS) as Action[]).filter((a) => can([Bidder], a));
    expect(allowed).toEqual([]);
  });
});
