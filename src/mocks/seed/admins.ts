import { Role } from '../../lib/roles';
import { makeBidder } from '../factories';
import { DAY, demoUser, type SeedContext } from './context';

/**
 * More admin accounts for the admin's system users: two active admins and one deactivated,
 * and a bidder with no auction history whose account the admin may delete.
 */
export function seedAdmins(s: SeedContext) {
  demoUser(s, 'admin2', Role.Admin, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace.hopper@bidright.test',
    createdDate: s.iso(s.now - 200 * DAY),
    lastLoginDate: s.iso(s.now - 2 * DAY),
  });
  demoUser(s, 'admin3', Role.Admin, {
    firstName: 'Alan',
    lastName: 'Turing',
    email: 'alan.turing@bidright.test',
    createdDate: s.iso(s.now - 120 * DAY),
    lastLoginDate: s.iso(s.now - 30 * DAY),
  });
  demoUser(s, 'admin4', Role.Admin, {
    firstName: 'Edsger',
    lastName: 'Dijkstra',
    email: 'edsger.dijkstra@bidright.test',
    createdDate: s.iso(s.now - 250 * DAY),
    isDeactivated: true,
    deactivatedDate: s.iso(s.now - 60 * DAY),
  });
  makeBidder(
    {
      userName: 'leaving',
      firstName: 'Lena',
      lastName: 'Leaving',
      email: 'lena.leaving@bidright.test',
      phoneNumber: '3125550164',
      createdDate: s.iso(s.now - 90 * DAY),
      balance: 5_000,
    },
    s.db,
  );
}
