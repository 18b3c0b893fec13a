import { Role } from '../../lib/roles';
import { simIso } from '../clock';
import { db } from '../db/store';
import type {
  BankAccount,
  BidderData,
  BidderPhone,
  Db,
  PurchaseProfile,
  SavedFilter,
  User,
} from '../db/types';
import { makeUser } from './people';
import { addRecord } from './record';

/** The bidder-only data beside a bidder's user (no balance, no pins). */
export function makeBidderData(
  over: Partial<BidderData> & { userId: number },
  into: Db = db,
): BidderData {
  const data: BidderData = {
    availableBalance: 0,
    pinnedLotIds: [],
    configuredAuthenticatorApp: false,
    ...over,
  };
  into.bidders.push(data);
  return data;
}

/** A bidder's phone number, primary and verified unless told otherwise. */
export const makePhone = (over: Partial<BidderPhone> & { bidderId: number }, into: Db = db) =>
  addRecord(into.phones, over, into, {
    number: '3125550000',
    isPrimary: true,
    verifiedDate: simIso(),
  });

/** A linked, valid, visible checking account. */
export const makeBankAccount = (over: Partial<BankAccount> & { bidderId: number }, into: Db = db) =>
  addRecord(into.bankAccounts, over, into, {
    institutionName: 'Chase',
    institutionLogo: '/sim-img/bank.svg',
    name: 'Everyday Checking',
    nickName: 'Main',
    mask: '1234',
    balance: 0,
    subType: 'checking',
    isValid: true,
    isHidden: false,
    modifiedDate: simIso(),
  });

/** An individual purchase profile at the demo address, primary unless told otherwise. */
export const makePurchaseProfile = (
  over: Partial<PurchaseProfile> & { bidderId: number },
  into: Db = db,
) =>
  addRecord(into.purchaseProfiles, over, into, {
    name: 'Demo Bidder',
    type: 'Individual',
    contactName: '',
    isSameAsBidder: true,
    isAgentForBidder: false,
    phoneNumber: '3125550000',
    address1: '233 S Wacker Dr',
    address2: '',
    city: 'Chicago',
    county: 'Cook',
    state: 'IL',
    zip: '60606',
    isPrimary: true,
  });

export const makeSavedFilter = (over: Partial<SavedFilter> & { bidderId: number }, into: Db = db) =>
  addRecord(into.savedFilters, over, into, { name: 'My filter', savedFilter: '{}' });

/**
 * A verified bidder ready to join a lot: the user, its bidder data with `balance`, a verified
 * primary phone and a primary purchase profile.
 */
export function makeBidder(
  over: Partial<User> & { balance?: number } = {},
  into: Db = db,
): { user: User; data: BidderData; profile: PurchaseProfile } {
  const { balance = 250_000, ...fields } = over;
  const user = makeUser({ role: Role.Bidder, ...fields }, into);
  const data = makeBidderData({ userId: user.id, availableBalance: balance }, into);
  makePhone(
    {
      bidderId: user.id,
      number: user.phoneNumber,
      verifiedDate: user.isVerified ? user.createdDate : null,
    },
    into,
  );
  const profile = makePurchaseProfile(
    {
      bidderId: user.id,
      name: `${user.firstName} ${user.lastName}`,
      phoneNumber: user.phoneNumber,
    },
    into,
  );
  return { user, data, profile };
}
