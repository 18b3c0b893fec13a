import { db, newId } from '../db/store';
import type { Attorney, Client, Db } from '../db/types';
import { addRecord } from './record';

/** A law firm (client), active, listed by the first company and connected to none unless told. */
export function makeClient(over: Partial<Client> = {}, into: Db = db): Client {
  const id = over.id ?? newId(into);
  const name = over.name ?? `Client ${id} LLP`;
  return addRecord(into.clients, { ...over, id }, into, {
    name,
    address: {
      streetLine1: '200 N LaSalle St',
      city: 'Chicago',
      county: 'Cook',
      state: 'IL',
      zipCode: '60601',
    },
    phoneNumber: '3125550200',
    email: `office@${name.split(' ')[0].toLowerCase()}.test`,
    logoUrl: '',
    status: 'Active',
    companyIds: into.companies[0] ? [into.companies[0].id] : [],
    links: [],
  });
}

/** An attorney of a firm, without a user account unless `userId` is given. */
export function makeAttorney(
  over: Partial<Attorney> & { clientId: number },
  into: Db = db,
): Attorney {
  const firstName = over.firstName ?? 'Sam';
  const lastName = over.lastName ?? 'Hart';
  return addRecord(into.attorneys, over, into, {
    userId: null,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@law.test`,
    phoneNumber: '3125550300',
    isPrimary: false,
  });
}
