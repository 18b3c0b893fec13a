// Answers the calls of src/api/account.ts, src/api/systemUsers.ts.
import { http, HttpResponse } from 'msw';
import * as api from '../../api/contract/account';
import { answer } from '../answer';
import { Role } from '../../lib/roles';
import { simIso, simNow } from '../clock';
import { onSimReset } from '../controls';
import { firstBlank, type PostedAddress } from '../checks';
import { db, newId } from '../db';
import type { User } from '../db/types';
import { lockedBalance } from '../live/engine';
import { eraseBidderAccount } from '../rules/systemUsers';
import { SIM_CODE } from '../seed';
import { badRequest, forbidden, forBidder, notFound, withUser } from '../tokens';
import { jsonBody } from '../request';

/** A phone-verification code lives this long; the page counts down to it before offering a resend. */
const PHONE_CODE_MS = 2 * 60_000;

interface PendingPhone {
  bidderId: number;
  number: string;
  expiresAt: number;
}

/** Codes sent to phones from the account page (the code is always SIM_CODE). */
const pendingPhones = new Map<number, PendingPhone>();
onSimReset(() => pendingPhones.clear());

const bidderData = (user: User) => db.bidders.find((b) => b.userId === user.id);
const phonesOf = (user: User) => db.phones.filter((p) => p.bidderId === user.id);
const isDigits = (v: unknown, n: number) =>
  typeof v === 'string' && new RegExp(`^\\d{${n}}$`).test(v);

function account(user: User) {
  const data = bidderData(user);
  return {
    userId: user.id,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    birthDate: user.birthDate,
    email: user.email,
    phoneNumber: user.phoneNumber,
    linkedAccountCount: db.bankAccounts.filter(
      (a) => a.bidderId === user.id && a.isValid && !a.isHidden,
    ).length,
    address: user.address,
    isVerified: user.isVerified,
    isDeactivated: user.isDeactivated,
    deactivatedDate: user.deactivatedDate,
    configuredAuthenticatorApp: data?.configuredAuthenticatorApp ?? false,
    bidderPhones: phonesOf(user).map(({ id, number, isPrimary, verifiedDate }) => ({
      id,
      number,
      isPrimary,
      verifiedDate,
    })),
  };
}

/**
 * Runs `fn` for a bidder acting on their own account `params.id`, or with `admin` for an admin
 * acting on that bidder's account (the admin's system users). A non-numeric id is another
 * resource under /api/bidders (e.g. /api/bidders/winning): the request goes on to later handlers.
 */
function ownAccount(
  request: Request,
  id: unknown,
  fn: (user: User) => Response | Promise<Response>,
  { admin = false } = {},
): Response | Promise<Response> | undefined {
  if (!/^\d+$/.test(String(id))) return undefined;
  return withUser(
    request,
    (user) => {
      if (admin && user.role === Role.Admin) {
        const bidder = db.users.find((u) => u.id === Number(id) && u.role === Role.Bidder);
        return bidder ? fn(bidder) : notFound('Bidder is not found!');
      }
      if (user.id !== Number(id)) return forbidden();
      return fn(user);
    },
    admin ? [Role.Bidder, Role.Admin] : [Role.Bidder],
  );
}

interface DetailsBody {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  address?: PostedAddress;
}

function updateDetails(user: User, b: DetailsBody): Response {
  const a = b.address ?? {};
  const required: [unknown, string][] = [
    [b.firstName, 'first name'],
    [b.lastName, 'last name'],
    [b.email, 'email'],
    [a.streetLine1, 'address'],
    [a.city, 'city'],
    [a.state, 'state'],
    [a.zipCode, 'zip code'],
  ];
  const missing = firstBlank(required);
  if (missing) return badRequest(`Please enter your ${missing}!`);
  const email = b.email!.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email))
    return badRequest('Please enter a valid e-mail address!');
  if (db.users.some((u) => u.id !== user.id && u.email.toLowerCase() === email.toLowerCase()))
    return badRequest('Email address has already been registered!');
  const phone = (b.phoneNumber ?? '').trim();
  if (phone && !isDigits(phone, 10)) return badRequest('Please enter a valid phone number!');
  if (a.streetLine2 && !/^[A-Za-z0-9 ]*$/.test(a.streetLine2))
    return badRequest('Please enter letters and numbers only');
  user.firstName = b.firstName!.trim();
  user.lastName = b.lastName!.trim();
  user.email = email;
  if (phone) user.phoneNumber = phone;
  user.address = {
    ...(user.address ?? {}),
    streetLine1: a.streetLine1!.trim(),
    streetLine2: a.streetLine2?.trim() || undefined,
    city: a.city!.trim(),
    state: a.state!.trim(),
    zipCode: a.zipCode!.trim(),
  };
  return HttpResponse.json(account(user));
}

/** A QR-style picture of the setup key as an SVG data URL (drawn here: the simulator has no network). */
function qrDataUrl(key: string): string {
  const n = 25;
  let seed = 0;
  for (const c of key) seed = (seed * 31 + c.charCodeAt(0)) >>> 0;
  const bit = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return (seed >>> 16) & 1;
  };
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
  const cells: string[] = [];
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) if (!inFinder(x, y) && bit()) cells.push(`M${x} ${y}h1v1h-1z`);
  const eye = (x: number, y: number) =>
    `<path d="M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5z" fill-rule="evenodd"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${n + 4} ${n + 4}" width="200" height="200" shape-rendering="crispEdges">` +
    `<rect x="-2" y="-2" width="${n + 4}" height="${n + 4}" fill="#fff"/>` +
    `<g fill="#000">${eye(0, 0)}${eye(n - 7, 0)}${eye(0, n - 7)}<path d="${cells.join('')}"/></g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A base32 setup key for an authenticator app, different on each link. */
function setupKey(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let key = '';
  for (let i = 0; i < 16; i++) key += alphabet[Math.floor(Math.random() * 32)];
  return key.replace(/(.{4})(?!$)/g, '$1 ');
}

const STAFF_OR_BIDDER = [Role.Bidder, Role.Auctioneer, Role.Employee];

export const accountHandlers = [
  http.get('*/api/bidders/:id', ({ request, params }) =>
    ownAccount(request, params.id, (user) => answer(api.getBidderAccount, account(user)), {
      admin: true,
    }),
  ),
  http.put('*/api/bidders/:id', ({ request, params }) =>
    ownAccount(
      request,
      params.id,
      async (user) => updateDetails(user, await jsonBody<DetailsBody>(request)),
      { admin: true },
    ),
  ),
  // Deactivate (Active to Inactive): a deactivated bidder can no longer join or bid.
  http.delete('*/api/bidders/:id', ({ request, params }) =>
    ownAccount(
      request,
      params.id,
      (user) => {
        if (!user.isDeactivated) {
          user.isDeactivated = true;
          user.deactivatedDate = simIso();
        }
        return HttpResponse.json(account(user));
      },
      { admin: true },
    ),
  ),
  http.put('*/api/bidders/activate/:id', ({ request, params }) =>
    ownAccount(
      request,
      params.id,
      (user) => {
        user.isDeactivated = false;
        user.deactivatedDate = null;
        return HttpResponse.json(account(user));
      },
      { admin: true },
    ),
  ),
  // The bidder's own deletion request: personal data is erased and the old sign-in stops working.
  http.delete('*/api/bidders/:id/deleterequest', ({ request, params }) =>
    ownAccount(request, params.id, (user) => {
      if (lockedBalance(user.id) > 0)
        return badRequest(
          'Your account cannot be deleted while funds are locked in auctions or pending winnings.',
        );
      eraseBidderAccount(user);
      return HttpResponse.json({ message: 'Your account was successfully deleted. Fair well.' });
    }),
  ),

  // A code by text message to a phone of the caller's account.
  http.post(
    '*/api/bidderphones/verification',
    forBidder(async (user, { request }) => {
      const b = await jsonBody<{ number?: string; accountId?: number }>(request);
      if (Number(b.accountId) !== user.id) return forbidden();
      if (!b.number) return badRequest('Please enter a phone number!');
      if (!isDigits(b.number, 10)) return badRequest('Please enter a valid phone number!');
      if (phonesOf(user).some((p) => p.number === b.number && p.verifiedDate))
        return badRequest('This phone number is already verified on your account!');
      if (db.phones.some((p) => p.number === b.number && p.bidderId !== user.id && p.verifiedDate))
        return badRequest('This phone number is already used by another account!');
      const id = newId();
      const expiresAt = simNow() + PHONE_CODE_MS;
      pendingPhones.set(id, { bidderId: user.id, number: b.number, expiresAt });
      return answer(api.requestPhoneCode, {
        id,
        number: b.number,
        expirationDate: new Date(expiresAt).toISOString(),
      });
    }),
  ),
  // Checks the code: the phone becomes verified (primary when the account has none) and so does the account.
  http.post(
    '*/api/bidderphones/verification/:id',
    forBidder(async (user, { request, params }) => {
      const pending = pendingPhones.get(Number(params.id));
      if (!pending || pending.bidderId !== user.id)
        return notFound('The verification is not found!');
      const { code } = await jsonBody<{ code?: string }>(request);
      if (!isDigits(code, 6)) return badRequest('6-digit integer!');
      if (pending.expiresAt <= simNow())
        return badRequest('The verification code has expired! Please request a new code.');
      if (code !== SIM_CODE) return badRequest('The verification code is invalid!');
      pendingPhones.delete(Number(params.id));
      const mine = phonesOf(user);
      const hasPrimary = mine.some((p) => p.isPrimary && p.verifiedDate);
      let phone = mine.find((p) => p.number === pending.number);
      if (!phone) {
        phone = {
          id: newId(),
          bidderId: user.id,
          number: pending.number,
          isPrimary: false,
          verifiedDate: null,
        };
        db.phones.push(phone);
      }
      phone.verifiedDate = simIso();
      if (!hasPrimary) {
        for (const p of mine) p.isPrimary = false;
        phone.isPrimary = true;
        user.phoneNumber = phone.number;
      }
      user.isVerified = true;
      const { id, number, isPrimary, verifiedDate } = phone;
      return HttpResponse.json({ id, number, isPrimary, verifiedDate });
    }),
  ),
  // Not in the published call list: makes a verified phone the primary one.
  http.put(
    '*/api/bidderphones/:id/primary',
    forBidder((user, { params }) => {
      const mine = phonesOf(user);
      const phone = mine.find((p) => p.id === Number(params.id));
      if (!phone) return notFound('The phone number is not found!');
      if (!phone.verifiedDate) return badRequest('Only a verified phone number can be primary!');
      for (const p of mine) p.isPrimary = p === phone;
      user.phoneNumber = phone.number;
      const { id, number, isPrimary, verifiedDate } = phone;
      return HttpResponse.json({ id, number, isPrimary, verifiedDate });
    }),
  ),

  // Authenticator app: linking returns the setup data; 2-step codes may then come from the app.
  http.put('*/api/auctioneers/authenticator', ({ request }) =>
    withUser(
      request,
      (user) => {
        const key = setupKey();
        const data = bidderData(user);
        if (data) data.configuredAuthenticatorApp = true;
        if (user.twoFactor === 'sms') user.twoFactor = 'app';
        return answer(api.linkAuthenticator, {
          qrCodeImageUrl: qrDataUrl(`${user.userName}:${key}`),
          manualEntrySetupCode: key,
          googleAuthKey: true,
        });
      },
      STAFF_OR_BIDDER,
    ),
  ),
  http.delete('*/api/auctioneers/authenticator', ({ request }) =>
    withUser(
      request,
      (user) => {
        const data = bidderData(user);
        if (data) data.configuredAuthenticatorApp = false;
        if (user.twoFactor === 'app') user.twoFactor = 'sms';
        return HttpResponse.json({ ok: true });
      },
      STAFF_OR_BIDDER,
    ),
  ),
];
