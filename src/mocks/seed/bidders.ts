import { Role } from '../../lib/roles';
import type { BankAccount, PurchaseProfile, User } from '../db/types';
import { makeBankAccount, makeBidderData, makePhone, makePurchaseProfile } from '../factories';
import { DAY, demoUser, type SeedContext } from './context';

/** The demo bidders: three funded ones, one with an unverified phone, one with 2-step sign-in. */
export function seedBidderAccounts(s: SeedContext): User[] {
  return [
    demoUser(s, 'bidder', Role.Bidder, { firstName: 'Bailey', lastName: 'Brooks' }),
    demoUser(s, 'bidder2', Role.Bidder, { firstName: 'Casey', lastName: 'Nguyen' }),
    demoUser(s, 'bidder3', Role.Bidder, { firstName: 'Dana', lastName: 'Ortiz' }),
    demoUser(s, 'bidder-unverified', Role.Bidder, {
      firstName: 'Evan',
      lastName: 'Price',
      isVerified: false,
    }),
    demoUser(s, 'bidder-2fa', Role.Bidder, {
      firstName: 'Fran',
      lastName: 'Quinn',
      twoFactor: 'sms',
    }),
  ];
}

/** The bidders the automatic auctions' bots bid as. */
export function seedRoomBots(s: SeedContext): User[] {
  return ['room-bot-1', 'room-bot-2', 'room-bot-3'].map((userName, i) =>
    demoUser(s, userName, Role.Bidder, {
      firstName: ['Riley', 'Morgan', 'Jordan'][i],
      lastName: 'Bot',
    }),
  );
}

/**
 * Each bidder's balance, verified phone, checking account (whose balance agrees with the verified
 * balance) and purchase profile; `bidder` also gets a corporate profile and keeps $40,000 of the
 * balance in savings (added by seedExtraBankAccounts). The unverified bidder has no funds.
 */
export function seedWallets(s: SeedContext, bidders: User[]): PurchaseProfile {
  const [demo] = bidders;
  for (const b of bidders) {
    const funded = b.userName !== 'bidder-unverified';
    const balance = funded ? [250_000, 180_000, 120_000][b.id % 3] : 0;
    makeBidderData({ userId: b.id, availableBalance: balance }, s.db);
    makePhone(
      {
        bidderId: b.id,
        number: b.phoneNumber,
        verifiedDate: b.isVerified ? s.iso(s.now - 100 * DAY) : null,
      },
      s.db,
    );
    if (!funded) continue;
    makeBankAccount(
      {
        bidderId: b.id,
        institutionName: s.pick(['Chase', 'BMO', 'Fifth Third Bank', 'Wintrust']),
        mask: String(s.int(1000, 9999)),
        balance: b === demo ? balance - 40_000 : balance,
        modifiedDate: s.iso(s.now - 2 * DAY),
      },
      s.db,
    );
    makePurchaseProfile(
      { bidderId: b.id, name: `${b.firstName} ${b.lastName}`, phoneNumber: b.phoneNumber },
      s.db,
    );
  }
  const profile = s.db.purchaseProfiles.find((p) => p.bidderId === demo.id)!;
  makePurchaseProfile(
    {
      ...profile,
      id: undefined,
      name: 'Brooks Holdings LLC',
      type: 'Corporation',
      contactName: 'Bailey Brooks',
      isPrimary: false,
    },
    s.db,
  );
  return profile;
}

/** Two lots pinned by `bidder`. */
export function seedPins(s: SeedContext, demo: User) {
  s.db.bidders
    .find((b) => b.userId === demo.id)!
    .pinnedLotIds.push(s.db.lots[4].id, s.db.lots[8].id);
}

/** `bidder`'s savings, an unlinked and a hidden account (neither of the last two counts). */
export function seedExtraBankAccounts(s: SeedContext, demo: User) {
  const main = s.db.bankAccounts.find((a) => a.bidderId === demo.id)!;
  const more: Partial<BankAccount>[] = [
    {
      institutionName: 'Wintrust',
      name: 'High Yield Savings',
      nickName: 'Rainy day',
      mask: '4821',
      balance: 40_000,
      subType: 'savings',
    },
    {
      institutionName: 'Fifth Third Bank',
      name: 'Business Checking',
      nickName: 'Old business',
      mask: '0937',
      balance: 12_500,
      isValid: false,
      modifiedDate: s.iso(s.now - 40 * DAY),
    },
    {
      institutionName: 'BMO',
      name: 'Joint Checking',
      nickName: 'Joint',
      mask: '5510',
      balance: 8_200,
      isHidden: true,
    },
  ];
  for (const account of more) makeBankAccount({ ...main, id: undefined, ...account }, s.db);
}
