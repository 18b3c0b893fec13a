import { Role } from '../../lib/roles';
import type { Client, Company, User } from '../db/types';
import { makeAttorney, makeClient } from '../factories';
import { DAY, demoUser, phone, type SeedContext } from './context';
import { seedLot } from './lots';

/** Three law firms, clients of the first two hosts; the first connected itself to both. */
export function seedFirms(s: SeedContext, hosts: Company[]): Client[] {
  return ['Barrett & Associates LLP', 'Kessler Law Group', 'Morgan Title Partners'].map((name, i) =>
    makeClient(
      {
        name,
        address: {
          streetLine1: `${s.int(100, 400)} N LaSalle St`,
          city: 'Chicago',
          county: 'Cook',
          state: 'IL',
          zipCode: '60601',
        },
        phoneNumber: phone(s),
        companyIds: [hosts[0].id, hosts[1].id],
        // The demo client's firm connected itself to both hosts; the others were added by them.
        links:
          i === 0
            ? [hosts[0], hosts[1]].map((h) => ({
                companyId: h.id,
                linkedSince: s.iso(s.now - 200 * DAY),
                primaryAttorneyId: null,
              }))
            : [],
      },
      s.db,
    ),
  );
}

/** The staff demo accounts: the first host's auctioneer and employee, the first firm's client and attorney, the admin. */
export function seedStaff(s: SeedContext, host: Company, firm: Client) {
  demoUser(s, 'auctioneer', Role.Auctioneer, {
    firstName: 'Alex',
    lastName: 'Hammond',
    companyId: host.id,
  });
  demoUser(s, 'employee', Role.Employee, {
    firstName: 'Emery',
    lastName: 'Stone',
    companyId: host.id,
  });
  demoUser(s, 'client', Role.Client, {
    firstName: 'Claire',
    lastName: 'Barrett',
    clientId: firm.id,
  });
  const attorney = demoUser(s, 'attorney', Role.Attorney, {
    firstName: 'Avery',
    lastName: 'Kline',
    clientId: firm.id,
  });
  demoUser(s, 'admin', Role.Admin, { firstName: 'Ada', lastName: 'Admin' });
  return { attorney };
}

/** Two attorneys of the first firm (the first is the `attorney` account), one of each other firm. */
export function seedAttorneys(s: SeedContext, firms: Client[], attorneyUser: User) {
  const [firm] = firms;
  for (const c of firms) {
    const names =
      c === firm
        ? [
            ['Avery', 'Kline'],
            ['Jamie', 'Rowe'],
          ]
        : [[s.pick(['Sam', 'Lee', 'Pat']), s.pick(['Hart', 'Cole', 'Reed'])]];
    names.forEach(([firstName, lastName], i) => {
      const own = c === firm && i === 0;
      const made = makeAttorney(
        {
          clientId: c.id,
          userId: own ? attorneyUser.id : null,
          firstName,
          lastName,
          ...(own && { email: attorneyUser.email }),
          phoneNumber: phone(s),
          isPrimary: i === 0,
        },
        s.db,
      );
      if (i === 0) for (const link of c.links) link.primaryAttorneyId = made.id;
    });
  }
}

/** Lots not yet in an auction. */
export function seedDraftLots(s: SeedContext) {
  for (let i = 0; i < 3; i++) seedLot(s, 'Draft', null);
}
