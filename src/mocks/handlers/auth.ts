// Answers the calls of src/api/auth.ts, src/api/serverTime.ts.
import { http, HttpResponse } from 'msw';
import { getServerTime } from '../../api/contract/serverTime';
import * as api from '../../api/contract/auth';
import { answer } from '../answer';
import { Role } from '../../lib/roles';
import { simDate, simIso, simNow } from '../clock';
import { firstBlank, type PostedAddress } from '../checks';
import { db, newId } from '../db';
import type { Address, User } from '../db/types';
import { SIM_CODE } from '../seed';
import { isLockedOut } from '../rules/company';
import {
  type CodeTries,
  isCodeLocked,
  isKnownClient,
  judgeCode,
  resetTokenLive,
  SIGN_IN_MSG,
} from '../rules/signIn';
import {
  badRequest,
  caller,
  consumeRefreshToken,
  issueTokens,
  peekRefreshToken,
  revokeToken,
  tokenStats,
  unauthorized,
} from '../tokens';

const invalidGrant = (description: string) =>
  HttpResponse.json({ error: 'invalid_grant', error_description: description }, { status: 400 });

/** A deactivated auctioneer or employee may not sign in. */
const LOCKED_OUT = 'Your account has been deactivated! Please contact your company.';

const mask = (phone: string) => `(***) ***-${phone.slice(-4)}`;

function sessionBody(user: User, deviceId: string, pending: boolean) {
  return {
    ...issueTokens(user, pending),
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    roles: [user.role],
    id: user.id,
    required2FA: pending,
    phone: mask(user.phoneNumber),
    configuredGoogleAuth: user.twoFactor === 'app',
    deviceId,
  };
}

/**
 * Text-message verifications issued (registration and 2-step); the code is always SIM_CODE. A
 * 2-step code names its user: a new one replaces the user's earlier codes.
 */
const verifications = new Map<string, { number: string; expiresAt: number; userId?: number }>();
/** Wrong 2-step codes in a row, by user. */
const codeTries = new Map<number, CodeTries>();
/** Password-reset tokens: whose, and when the link was sent. */
const resetTokens = new Map<string, { userName: string; issuedAt: number }>();
export let lastResetToken: string | null = null;

export function clearAuthState() {
  verifications.clear();
  codeTries.clear();
  resetTokens.clear();
  lastResetToken = null;
}

function issueVerification(number: string, userId?: number) {
  if (userId !== undefined)
    for (const [id, v] of verifications) if (v.userId === userId) verifications.delete(id);
  const id = `v${newId()}`;
  const expiresAt = simNow() + 5 * 60_000;
  verifications.set(id, { number, expiresAt, userId });
  return { id, number: mask(number), expirationDate: new Date(expiresAt).toISOString() };
}

/** Whether the code is right for the verification (a 2-step one: of that user), unexpired. */
function checkVerification(
  id: string | undefined,
  code: string | undefined,
  userId?: number,
): boolean {
  const v = id ? verifications.get(id) : undefined;
  return Boolean(v && v.userId === userId && v.expiresAt > simNow() && code === SIM_CODE);
}

/** A new 2-step code by text message, unless 2-step sign-in is locked. */
const sendTwoStepCode = (user: User) =>
  isCodeLocked(codeTries.get(user.id), simNow())
    ? badRequest(SIGN_IN_MSG.tooManyCodes)
    : issueVerification(user.phoneNumber, user.id);

/**
 * The refusal of a 2-step code (from the authenticator app, or of the text message `vid`), or
 * null when it is taken: the message's code is then spent.
 */
function twoStepRefusal(user: User, code: string, vid: string | undefined): Response | null {
  const right =
    user.twoFactor === 'app' && !vid ? code === SIM_CODE : checkVerification(vid, code, user.id);
  const { verdict, next } = judgeCode(codeTries.get(user.id), right, simNow());
  if (next) codeTries.set(user.id, next);
  else codeTries.delete(user.id);
  if (verdict === 'locked') return invalidGrant(SIGN_IN_MSG.tooManyCodes);
  if (verdict === 'invalid') return invalidGrant(SIGN_IN_MSG.invalidCode);
  if (vid) verifications.delete(vid);
  return null;
}

/** The user a reset token was sent to, while the link still works. */
function resetTokenOwner(token: string | undefined): string | undefined {
  const entry = token ? resetTokens.get(token) : undefined;
  if (!entry) return undefined;
  if (resetTokenLive(entry.issuedAt, simNow())) return entry.userName;
  resetTokens.delete(token!);
  return undefined;
}

const findUser = (name: string) =>
  db.users.find(
    (u) =>
      u.userName.toLowerCase() === name.trim().toLowerCase() ||
      u.email.toLowerCase() === name.trim().toLowerCase(),
  );

export const authHandlers = [
  http.post('*/connect/token', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    if (!isKnownClient(form))
      return HttpResponse.json({ error: 'invalid_client' }, { status: 400 });
    const deviceId = form.get('device_id') ?? '';
    const grant = form.get('grant_type');
    if (grant === 'password') {
      const user = findUser(form.get('username') ?? '');
      if (!user || user.password !== form.get('password'))
        return invalidGrant('Invalid username or password!');
      if (isLockedOut(user)) return invalidGrant(LOCKED_OUT);
      if (user.twoFactor === 'none') user.lastLoginDate = simIso();
      return answer(api.postToken, sessionBody(user, deviceId, user.twoFactor !== 'none'));
    }
    if (grant === 'refresh_token') {
      const token = form.get('refresh_token') ?? '';
      const used = peekRefreshToken(token);
      const twoFactor = form.get('two_factor') === 'true';
      if (!used) {
        if (!twoFactor) tokenStats.refused++;
        return invalidGrant('The refresh token is invalid or has already been used.');
      }
      if (twoFactor) {
        const code = form.get('password') ?? '';
        const vid = form.get('verification_id') ?? undefined;
        // A wrong code keeps the pending sign-in usable for another try, up to the limit.
        const refused = twoStepRefusal(used.user, code, vid);
        if (refused) return refused;
        consumeRefreshToken(token);
        used.user.lastLoginDate = simIso();
        return answer(api.postToken, sessionBody(used.user, deviceId, false));
      }
      if (used.pending) return invalidGrant('2-step verification is required.');
      if (isLockedOut(used.user)) return invalidGrant(LOCKED_OUT);
      consumeRefreshToken(token);
      tokenStats.refreshes++;
      return answer(api.postToken, sessionBody(used.user, deviceId, false));
    }
    return HttpResponse.json({ error: 'unsupported_grant_type' }, { status: 400 });
  }),

  // Sign-out revokes the session's tokens (designed: RFC 7009 beside the token endpoint).
  http.post('*/connect/revocation', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    if (!isKnownClient(form))
      return HttpResponse.json({ error: 'invalid_client' }, { status: 400 });
    revokeToken(form.get('token') ?? '');
    return new HttpResponse(null, { status: 200 });
  }),

  // 2-step text message (pending sign-in token).
  // Each sends a new code, which replaces the earlier ones (designed); refused once locked.
  http.get('*/api/bidderverify/sms', ({ request }) => {
    const user = caller(request, { allowPending: true });
    if (!user) return unauthorized();
    const sent = sendTwoStepCode(user);
    return sent instanceof Response ? sent : answer(api.sendTwoFactorSms, sent);
  }),
  http.get('*/api/bidderverify/sms/auctioneer', ({ request }) => {
    const user = caller(request, { allowPending: true });
    if (!user) return unauthorized();
    const sent = sendTwoStepCode(user);
    return sent instanceof Response ? sent : answer(api.sendStaffTwoFactorSms, sent);
  }),
  // Registration code to a new phone number.
  http.get('*/api/bidderverify/sms/:phone', ({ params }) => {
    const phone = String(params.phone);
    if (!/^\d{10}$/.test(phone)) return badRequest('Please enter a valid phone number!');
    return answer(api.sendRegistrationCode, issueVerification(phone));
  }),

  // True when the user name is taken (spec 3 section 7), asked case-insensitively.
  http.get('*/api/user/username/:name', ({ params }) => {
    const name = String(params.name).trim().toLowerCase();
    return answer(
      api.checkUsername,
      !name || db.users.some((u) => u.userName.toLowerCase() === name),
    );
  }),
  http.get('*/api/user/email/:email', ({ params }) => {
    const email = String(params.email).trim().toLowerCase();
    if (email === 'reserved@bidright.test')
      return answer(api.checkEmail, { available: false, registered: false });
    const owner = db.users.find((u) => u.email.toLowerCase() === email);
    return answer(
      api.checkEmail,
      owner
        ? { available: false, registered: true, role: owner.role }
        : { available: true, registered: false },
    );
  }),
  http.get('*/api/user/password/:userName', ({ params }) => {
    const user = findUser(String(params.userName));
    if (!user) return badRequest('User not found!');
    lastResetToken = `reset-${newId()}-${Math.random().toString(36).slice(2, 8)}`;
    resetTokens.set(lastResetToken, { userName: user.userName, issuedAt: simNow() });
    return HttpResponse.json({ message: 'Please check your email to reset your password!' });
  }),
  http.put('*/api/user/token', async ({ request }) => {
    const { email, token } = (await request.json()) as { email?: string; token?: string };
    const owner = resetTokenOwner(token);
    const user = email ? findUser(email) : undefined;
    return owner && user && user.userName === owner
      ? HttpResponse.json({ valid: true })
      : badRequest(SIGN_IN_MSG.invalidResetToken);
  }),
  http.post('*/api/user/password', async ({ request }) => {
    const { userName, token, password } = (await request.json()) as Record<string, string>;
    const owner = resetTokenOwner(token);
    const user = userName ? findUser(userName) : undefined;
    if (!owner || !user || user.userName !== owner)
      return badRequest(SIGN_IN_MSG.invalidResetToken);
    const problem = passwordProblem(password);
    if (problem) return badRequest(problem);
    user.password = password;
    resetTokens.delete(token);
    return HttpResponse.json({ message: 'Your password has been reset.' });
  }),
  http.put('*/api/user/password', async ({ request }) => {
    const user = caller(request);
    if (!user) return unauthorized();
    const { currentPassword, newPassword } = (await request.json()) as Record<string, string>;
    if (user.password !== currentPassword) return badRequest('The current password is incorrect!');
    const problem = passwordProblem(newPassword);
    if (problem) return badRequest(problem);
    user.password = newPassword;
    return HttpResponse.json({ message: 'Your password has been changed.' });
  }),

  http.post('*/api/bidders', async ({ request }) => register(await request.json(), Role.Bidder)),
  http.post('*/api/auctioneers', async ({ request }) =>
    register(await request.json(), Role.Auctioneer),
  ),

  http.get('*/api/auctions/servertime', () => answer(getServerTime, simIso())),
  http.get('*/geo/reverse', ({ request }) => {
    const url = new URL(request.url);
    const lat = Number(url.searchParams.get('lat'));
    if (!Number.isFinite(lat)) return badRequest('lat and lng are required');
    return HttpResponse.json({ city: lat > 41.5 ? 'Chicago' : 'Springfield', state: 'IL' });
  }),
];

export function passwordProblem(p: unknown): string | null {
  if (typeof p !== 'string' || !p) return 'Field is required!';
  if (p.length < 6) return 'Must be at least 6 characters long!';
  if (!/\d/.test(p)) return 'Must contain at least one number (0-9)!';
  if (!/[A-Z]/.test(p)) return 'Must contain at least one uppercase character (A-Z)!';
  if (!/[a-z]/.test(p)) return 'Must contain at least one lowercase character (a-z)!';
  return null;
}

interface Registration {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  birthDate?: string;
  address?: PostedAddress;
  userName?: string;
  password?: string;
  dca?: boolean;
  verificationId?: string;
  verificationCode?: string;
  companyName?: string;
}

function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const m = today.getUTCMonth() - birth.getUTCMonth();
  if (m < 0 || (m === 0 && today.getUTCDate() < birth.getUTCDate())) age--;
  return age;
}

function register(raw: unknown, role: Role) {
  const r = (raw ?? {}) as Registration;
  const a = r.address ?? {};
  const required: [unknown, string][] = [
    [r.firstName, 'First name'],
    [r.lastName, 'Last name'],
    [r.email, 'Email'],
    [r.phoneNumber, 'Phone number'],
    [r.userName, 'Username'],
    [a.streetLine1, 'Address'],
    [a.city, 'City'],
    [a.state, 'State'],
    [a.zipCode, 'Zip code'],
  ];
  if (role === Role.Auctioneer) required.push([r.companyName, 'Company name']);
  const missing = firstBlank(required);
  if (missing) return badRequest(`${missing} is required!`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(r.email!))
    return badRequest('Please enter a valid e-mail address!');
  if (!/^\d{10}$/.test(r.phoneNumber!)) return badRequest('Please enter a valid phone number!');
  if (!r.dca) return badRequest('You must agree to the Terms & Condition');
  const problem = passwordProblem(r.password);
  if (problem) return badRequest(problem);
  if (db.users.some((u) => u.userName.toLowerCase() === r.userName!.trim().toLowerCase()))
    return badRequest('Username is unavailable!');
  if (db.users.some((u) => u.email.toLowerCase() === r.email!.trim().toLowerCase()))
    return badRequest('Email address has already been registered!');
  if (role === Role.Bidder) {
    const birth = r.birthDate ? new Date(r.birthDate) : null;
    if (!birth || Number.isNaN(birth.getTime()) || ageOn(birth, simDate()) < 18)
      return badRequest('You must be at least 18 years old to register.');
  }
  if (
    role === Role.Auctioneer &&
    db.companies.some((c) => c.name.trim().toLowerCase() === r.companyName!.trim().toLowerCase())
  )
    return badRequest(
      'A duplicate company already exists, please contact the administrator for assistance.',
    );
  if (!checkVerification(r.verificationId, r.verificationCode))
    return badRequest(SIGN_IN_MSG.invalidCode);
  verifications.delete(r.verificationId!);

  // The checks above found every required part of the address.
  const address: Address = {
    streetLine1: a.streetLine1!,
    streetLine2: a.streetLine2,
    city: a.city!,
    state: a.state!,
    zipCode: a.zipCode!,
  };
  let companyId: number | null = null;
  if (role === Role.Auctioneer) {
    companyId = newId();
    db.companies.push({
      id: companyId,
      name: r.companyName!.trim(),
      description: '',
      logoUrl: '',
      status: 'Pending',
      isPublic: false,
      address: { ...address },
      phoneNumber: r.phoneNumber!,
      supportEmail: r.email!,
      website: '',
      timeZone: '',
      backgroundImageUrl: '',
      wireInstructionsUrl: '',
      wireInstructionsFile: null,
      createdDate: simIso(),
    });
  }
  const user: User = {
    id: newId(),
    userName: r.userName!.trim(),
    email: r.email!.trim(),
    password: r.password!,
    firstName: r.firstName!.trim(),
    lastName: r.lastName!.trim(),
    phoneNumber: r.phoneNumber!,
    role,
    companyId,
    clientId: null,
    isVerified: true,
    isDeactivated: false,
    deactivatedDate: null,
    twoFactor: 'none',
    birthDate: r.birthDate ?? null,
    address,
    createdDate: simIso(),
  };
  db.users.push(user);
  if (role === Role.Bidder) {
    db.bidders.push({
      userId: user.id,
      availableBalance: 0,
      pinnedLotIds: [],
      configuredAuthenticatorApp: false,
    });
    db.phones.push({
      id: newId(),
      bidderId: user.id,
      number: user.phoneNumber,
      isPrimary: true,
      verifiedDate: simIso(),
    });
  }
  return HttpResponse.json({ id: user.id, userName: user.userName }, { status: 201 });
}
