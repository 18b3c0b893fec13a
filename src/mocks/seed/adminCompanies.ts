import type { Company } from '../db/types';
import { makeAuctioneer, makeCompany, makeEmployee } from '../factories';
import { DAY, HOUR, type SeedContext } from './context';

interface Listed {
  name: string;
  status: Company['status'];
  street: string;
  city: string;
  zipCode: string;
  phoneNumber: string;
  ageDays: number;
}

/** More companies for the admin's list: every status, more than one page. */
const COMPANIES: Listed[] = [
  {
    name: 'Bluestem Auction Company',
    status: 'Pending',
    street: '215 N Main St',
    city: 'Bloomington',
    zipCode: '61701',
    phoneNumber: '3095550142',
    ageDays: 2,
  },
  {
    name: 'Kankakee River Auctions',
    status: 'Declined',
    street: '88 E Court St',
    city: 'Kankakee',
    zipCode: '60901',
    phoneNumber: '8155550178',
    ageDays: 40,
  },
  {
    name: 'Sangamon Land Sales',
    status: 'Inactive',
    street: '400 S 6th St',
    city: 'Springfield',
    zipCode: '62701',
    phoneNumber: '2175550119',
    ageDays: 300,
  },
  {
    name: 'Illini Auction Group',
    status: 'Active',
    street: '101 W University Ave',
    city: 'Champaign',
    zipCode: '61820',
    phoneNumber: '2175550163',
    ageDays: 220,
  },
  {
    name: 'Rock River Realty Auctions',
    status: 'Active',
    street: '120 N Church St',
    city: 'Rockford',
    zipCode: '61101',
    phoneNumber: '8155550131',
    ageDays: 180,
  },
  {
    name: 'Wabash Valley Auctioneers',
    status: 'Active',
    street: '9 Market St',
    city: 'Mount Carmel',
    zipCode: '62863',
    phoneNumber: '6185550107',
    ageDays: 150,
  },
  {
    name: 'Great Lakes Gavel',
    status: 'Active',
    street: '1 N State St',
    city: 'Chicago',
    zipCode: '60602',
    phoneNumber: '3125550188',
    ageDays: 90,
  },
];

/**
 * Auction companies in every status for the admin's company list: a pending one whose
 * auctioneer (`pending-auctioneer`, password Demo1234) signs up and waits for approval, a
 * declined one with its auctioneer, an inactive one with an auctioneer and an employee, and
 * more active ones. No draw from the shared random sequence, so the records after stay the same.
 */
export function seedAdminCompanies(s: SeedContext) {
  const [pending, declined, inactive] = COMPANIES.map((c) =>
    makeCompany(
      {
        name: c.name,
        status: c.status,
        address: {
          streetLine1: c.street,
          city: c.city,
          state: 'IL',
          zipCode: c.zipCode,
        },
        phoneNumber: c.phoneNumber,
        createdDate: s.iso(s.now - c.ageDays * DAY),
      },
      s.db,
    ),
  );
  makeAuctioneer(
    {
      userName: 'pending-auctioneer',
      email: 'pat.lindgren@bluestem.test',
      firstName: 'Pat',
      lastName: 'Lindgren',
      phoneNumber: pending.phoneNumber,
      companyId: pending.id,
      createdDate: pending.createdDate,
      lastLoginDate: s.iso(s.now - 2 * DAY + 3 * HOUR),
    },
    s.db,
  );
  makeAuctioneer(
    {
      userName: 'declined-auctioneer',
      email: 'dana.okafor@kankakeeriver.test',
      firstName: 'Dana',
      lastName: 'Okafor',
      phoneNumber: declined.phoneNumber,
      companyId: declined.id,
      createdDate: declined.createdDate,
      lastLoginDate: s.iso(s.now - 39 * DAY),
    },
    s.db,
  );
  makeAuctioneer(
    {
      userName: 'sangamon-auctioneer',
      email: 'lee.hart@sangamon.test',
      firstName: 'Lee',
      lastName: 'Hart',
      phoneNumber: inactive.phoneNumber,
      companyId: inactive.id,
      createdDate: inactive.createdDate,
      lastLoginDate: s.iso(s.now - 120 * DAY),
    },
    s.db,
  );
  makeEmployee(
    {
      userName: 'sangamon-employee',
      email: 'chris.novak@sangamon.test',
      firstName: 'Chris',
      lastName: 'Novak',
      phoneNumber: inactive.phoneNumber,
      companyId: inactive.id,
      createdDate: inactive.createdDate,
      lastLoginDate: null,
      isDeactivated: true,
      deactivatedDate: s.iso(s.now - 100 * DAY),
    },
    s.db,
  );
}
