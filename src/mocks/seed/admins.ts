import { Role } from '../../lib/roles';
import { makeBidder } from '../factories';
import { DAY, demoUser, type SeedContext } from './context';

type MoreAdmin = {
  userName: string;
  firstName: string;
  lastName: string;
  createdDaysAgo: number;
} & ({ lastLoginDaysAgo: number } | { deactivatedDaysAgo: number });

/** The extra admins: when each account was made, and when it last signed in or was deactivated (days ago). */
const MORE_ADMINS: MoreAdmin[] = [
  {
    userName: 'admin2',
    firstName: 'Grace',
    lastName: 'Hopper',
    createdDaysAgo: 200,
    lastLoginDaysAgo: 2,
  },
  {
    userName: 'admin3',
    firstName: 'Alan',
    lastName: 'Turing',
    createdDaysAgo: 120,
    lastLoginDaysAgo: 30,
  },
  {
    userName: 'admin4',
    firstName: 'Edsger',
    lastName: 'Dijkstra',
    createdDaysAgo: 250,
    deactivatedDaysAgo: 60,
  },
];

/**
 * More admin accounts for the admin's system users: two active admins and one deactivated,
 * and a bidder with no auction history whose account the admin may delete.
 */
export function seedAdmins(s: SeedContext) {
  for (const a of MORE_ADMINS) {
    demoUser(s, a.userName, Role.Admin, {
      firstName: a.firstName,
      lastName: a.lastName,
      email: `${a.firstName.toLowerCase()}.${a.lastName.toLowerCase()}@bidright.test`,
      createdDate: s.iso(s.now - a.createdDaysAgo * DAY),
      ...('lastLoginDaysAgo' in a
        ? { lastLoginDate: s.iso(s.now - a.lastLoginDaysAgo * DAY) }
        : { isDeactivated: true, deactivatedDate: s.iso(s.now - a.deactivatedDaysAgo * DAY) }),
    });
  }
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
