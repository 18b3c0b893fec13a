import type { Client, Company } from '../db/types';
import { makeAttorney, makeCase, makeClient } from '../factories';
import { DAY, type SeedContext } from './context';

/** The firm names this scenario adds. */
export const SEED_CLIENTS = {
  unlinked: 'Whitfield & Crane LLP',
  inactive: 'Delgado Legal Services',
  bare: 'Harper Legal PLLC',
} as const;

const chicago = (streetLine1: string, zipCode: string) => ({
  streetLine1,
  city: 'Chicago',
  county: 'Cook',
  state: 'IL',
  zipCode,
});

/**
 * More clients of the first host, none of them linked: an Active firm with three attorneys and
 * no cases (its attorney table pages, it can be deleted), an Inactive firm, and a firm known by
 * its name only (no address, phone or attorneys). Kessler Law Group keeps at least one case
 * with the host, so its Delete stays disabled.
 */
export function seedClients(s: SeedContext, host: Company) {
  const { db } = s;
  const listed = { companyIds: [host.id], links: [] };

  const whitfield = makeClient(
    {
      name: SEED_CLIENTS.unlinked,
      address: { ...chicago('77 W Wacker Dr', '60601'), streetLine2: 'Suite 1800' },
      phoneNumber: '3125550410',
      email: 'office@whitfieldcrane.test',
      ...listed,
    },
    db,
  );
  const people = [
    ['Nora', 'Whitfield', '3125550411'],
    ['Owen', 'Crane', '3125550412'],
    ['Priya', 'Desai', ''],
  ] as const;
  people.forEach(([firstName, lastName, phoneNumber], i) =>
    makeAttorney(
      {
        clientId: whitfield.id,
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@whitfieldcrane.test`,
        phoneNumber,
        isPrimary: i === 0,
      },
      db,
    ),
  );

  const delgado = makeClient(
    {
      name: SEED_CLIENTS.inactive,
      address: chicago('1500 S Michigan Ave', '60605'),
      phoneNumber: '3125550420',
      email: 'info@delgadolegal.test',
      status: 'Inactive',
      ...listed,
    },
    db,
  );
  makeAttorney(
    {
      clientId: delgado.id,
      firstName: 'Marco',
      lastName: 'Delgado',
      email: 'marco.delgado@delgadolegal.test',
      phoneNumber: '3125550421',
      isPrimary: true,
    },
    db,
  );

  makeClient({ name: SEED_CLIENTS.bare, address: null, phoneNumber: '', email: '', ...listed }, db);

  const kessler = db.clients.find((c: Client) => c.name === 'Kessler Law Group');
  if (kessler && !db.cases.some((c) => c.clientId === kessler.id && c.companyId === host.id))
    makeCase(
      {
        companyId: host.id,
        clientId: kessler.id,
        caseNumber: '2026CH07120',
        fileNumber: 'F-KLG-7120',
        county: 'Cook',
        createdDate: s.iso(s.now - 20 * DAY),
      },
      db,
    );
}
