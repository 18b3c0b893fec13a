import { Role } from '../../lib/roles';
import { simIso } from '../clock';
import { db, newId } from '../db/store';
import type { Address, Company, Db, User } from '../db/types';
import { addRecord } from './record';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo1234';

export const CHICAGO_OFFICE: Address = {
  streetLine1: '233 S Wacker Dr',
  city: 'Chicago',
  county: 'Cook',
  state: 'IL',
  zipCode: '60606',
};

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '');

/** An auction company (host), active and public unless told otherwise. */
export function makeCompany(over: Partial<Company> = {}, into: Db = db): Company {
  const id = over.id ?? newId(into);
  const name = over.name ?? `Company ${id}`;
  const status = over.status ?? 'Active';
  return addRecord(into.companies, { ...over, id }, into, {
    name,
    status,
    isPublic: status === 'Active',
    description: `${name} conducts court-ordered foreclosure sales across Illinois.`,
    logoUrl: `/sim-img/logo-${id}.svg`,
    address: { ...CHICAGO_OFFICE, streetLine1: '100 W Madison St' },
    phoneNumber: '3125550100',
    supportEmail: `support@${slug(name)}.test`,
    website: `https://www.${slug(name)}.test`,
    timeZone: 'Central Standard Time',
    backgroundImageUrl: '',
    wireInstructionsUrl: `/sim-img/wire-${id}.pdf`,
    wireInstructionsFile: {
      name: 'wire-instructions.pdf',
      uploadedBy: 'Alex Hammond',
      uploadedDate: simIso(),
    },
    createdDate: simIso(),
  });
}

/** A user of any role; the first name comes from the user name ('bidder2' → 'Bidder'). */
export function makeUser(over: Partial<User> = {}, into: Db = db): User {
  const id = over.id ?? newId(into);
  const userName = over.userName ?? `user${id}`;
  return addRecord(into.users, { ...over, id }, into, {
    userName,
    email: `${userName}@bidright.test`,
    password: DEMO_PASSWORD,
    firstName: userName.split(/[-\d]/)[0].replace(/^./, (c) => c.toUpperCase()),
    lastName: 'Demo',
    phoneNumber: '3125550000',
    role: Role.Bidder,
    companyId: null,
    clientId: null,
    isVerified: true,
    isDeactivated: false,
    deactivatedDate: null,
    twoFactor: 'none',
    birthDate: '1985-04-12',
    address: { ...CHICAGO_OFFICE },
    createdDate: simIso(),
  });
}

const withRole =
  (role: Role) =>
  (over: Partial<User> = {}, into: Db = db): User =>
    makeUser({ role, ...over }, into);

/** A company's owner; give `companyId` (defaults to the first company). */
export const makeAuctioneer = (over: Partial<User> = {}, into: Db = db) =>
  withRole(Role.Auctioneer)({ companyId: into.companies[0]?.id ?? null, ...over }, into);
/** A company's employee; give `companyId` (defaults to the first company). */
export const makeEmployee = (over: Partial<User> = {}, into: Db = db) =>
  withRole(Role.Employee)({ companyId: into.companies[0]?.id ?? null, ...over }, into);
/** A law firm's user; give `clientId` (defaults to the first client). */
export const makeClientUser = (over: Partial<User> = {}, into: Db = db) =>
  withRole(Role.Client)({ clientId: into.clients[0]?.id ?? null, ...over }, into);
