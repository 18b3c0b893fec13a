// @vitest-environment jsdom
import { signIn } from '../../src/api/auth';
import { refreshAccessToken } from '../../src/api/http';
import { getAccessToken, storeSession } from '../../src/lib/session';
import { advanceSimTime } from '../../src/mocks/clock';
import {
  CODE_LOCK_MS,
  MAX_WRONG_CODES,
  RESET_TOKEN_LIFETIME_MS,
  SIGN_IN_MSG,
  WEB_CLIENT,
} from '../../src/mocks/rules/signIn';

const SIM_CODE = '123456';
const WRONG = '000000';

/** A token request; the client fields are the app's unless `fields` changes them. */
async function token(fields: Record<string, string | null>) {
  const form = new URLSearchParams();
  const all = { client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret, ...fields };
  for (const [k, v] of Object.entries(all)) if (v !== null) form.set(k, v);
  const res = await fetch('http://localhost/connect/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, string> & { access_token?: string },
  };
}

const password = (username: string, over: Record<string, string | null> = {}) =>
  token({ grant_type: 'password', username, password: 'Demo1234', device_id: 'd', ...over });

describe('the token endpoint checks the client', () => {
  it.each([
    ['a missing secret', { client_secret: null }],
    ['a wrong secret', { client_secret: 'guessed' }],
    ['an empty secret', { client_secret: '' }],
    ['a wrong client id', { client_id: 'someone-else' }],
  ])('refuses %s as an OAuth server does', async (_, over) => {
    expect(await password('bidder', over)).toEqual({
      status: 400,
      body: { error: 'invalid_client' },
    });
  });

  it('refuses a refresh with a wrong secret, and keeps the refresh token usable', async () => {
    const signedIn = await password('bidder');
    const refresh = {
      grant_type: 'refresh_token',
      scope: 'offline_access',
      refresh_token: signedIn.body.refresh_token,
      device_id: 'd',
    };
    expect((await token({ ...refresh, client_secret: 'guessed' })).body).toEqual({
      error: 'invalid_client',
    });
    expect((await token(refresh)).status).toBe(200);
  });

  it('the app’s own sign-in and refresh pass', async () => {
    const session = await signIn('bidder', 'Demo1234');
    expect(session.access_token).toBeTruthy();
    storeSession(session);
    const fresh = await refreshAccessToken(session.access_token);
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(session.access_token);
    expect(getAccessToken()).toBe(fresh);
  });
});

describe('2-step codes', () => {
  /** The first step of bidder-2fa, and the text message it asks for. */
  async function pending() {
    const first = await password('bidder-2fa');
    expect(first.body.required2FA).toBe(true);
    return first.body as { access_token: string; refresh_token: string };
  }
  const sendCode = async (accessToken: string) => {
    const res = await fetch('http://localhost/api/bidderverify/sms', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    return { status: res.status, body: (await res.json()) as { id: string; message?: string } };
  };
  const verify = (refreshToken: string, code: string, verificationId: string) =>
    token({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      two_factor: 'true',
      password: code,
      verification_id: verificationId,
      device_id: 'd',
    });
  const refused = (message: string) => ({
    status: 400,
    body: { error: 'invalid_grant', error_description: message },
  });

  it(`locks after ${MAX_WRONG_CODES} wrong codes: not even the right one is taken, nor a new code sent`, async () => {
    const p = await pending();
    const { id } = (await sendCode(p.access_token)).body;
    for (let i = 1; i < MAX_WRONG_CODES; i++)
      expect(await verify(p.refresh_token, WRONG, id)).toEqual(refused(SIGN_IN_MSG.invalidCode));
    expect(await verify(p.refresh_token, WRONG, id)).toEqual(refused(SIGN_IN_MSG.tooManyCodes));
    expect(await verify(p.refresh_token, SIM_CODE, id)).toEqual(refused(SIGN_IN_MSG.tooManyCodes));
    expect(await sendCode(p.access_token)).toEqual({
      status: 400,
      body: { message: SIGN_IN_MSG.tooManyCodes },
    });
    // Signing in again does not lift the lock.
    const again = await pending();
    expect((await sendCode(again.access_token)).status).toBe(400);
  });

  it('the lock lifts after its time, with a fresh count', async () => {
    const p = await pending();
    const { id } = (await sendCode(p.access_token)).body;
    for (let i = 0; i < MAX_WRONG_CODES; i++) await verify(p.refresh_token, WRONG, id);
    advanceSimTime(CODE_LOCK_MS);
    const fresh = await pending();
    const sent = await sendCode(fresh.access_token);
    expect(sent.status).toBe(200);
    expect(await verify(fresh.refresh_token, WRONG, sent.body.id)).toEqual(
      refused(SIGN_IN_MSG.invalidCode),
    );
    expect((await verify(fresh.refresh_token, SIM_CODE, sent.body.id)).status).toBe(200);
  });

  it('a new code replaces the earlier one, and leaves the count of wrong codes as it was', async () => {
    const p = await pending();
    const first = (await sendCode(p.access_token)).body.id;
    for (let i = 1; i < MAX_WRONG_CODES; i++) await verify(p.refresh_token, WRONG, first);
    const second = (await sendCode(p.access_token)).body.id;
    expect(second).not.toBe(first);
    expect(await verify(p.refresh_token, WRONG, second)).toEqual(refused(SIGN_IN_MSG.tooManyCodes));
  });

  it('an earlier code no longer works once a new one is sent', async () => {
    const p = await pending();
    const first = (await sendCode(p.access_token)).body.id;
    const second = (await sendCode(p.access_token)).body.id;
    expect(await verify(p.refresh_token, SIM_CODE, first)).toEqual(
      refused(SIGN_IN_MSG.invalidCode),
    );
    expect((await verify(p.refresh_token, SIM_CODE, second)).status).toBe(200);
  });

  it('the right code clears the count of wrong ones', async () => {
    for (let round = 0; round < 2; round++) {
      const p = await pending();
      const { id } = (await sendCode(p.access_token)).body;
      for (let i = 1; i < MAX_WRONG_CODES; i++)
        expect((await verify(p.refresh_token, WRONG, id)).body.error_description).toBe(
          SIGN_IN_MSG.invalidCode,
        );
      expect((await verify(p.refresh_token, SIM_CODE, id)).status).toBe(200);
    }
  });
});

describe('password-reset tokens', () => {
  async function resetToken() {
    await fetch('http://localhost/api/user/password/bidder');
    const res = await fetch('http://localhost/__sim/last-reset-token');
    return ((await res.json()) as { token: string }).token;
  }
  const check = (token: string) =>
    fetch('http://localhost/api/user/token', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'bidder', token }),
    });
  const reset = (token: string) =>
    fetch('http://localhost/api/user/password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: 'bidder', token, password: 'Fresh2026' }),
    });

  it('work for an hour of the simulator’s clock', async () => {
    const token = await resetToken();
    advanceSimTime(RESET_TOKEN_LIFETIME_MS - 60_000);
    expect((await check(token)).status).toBe(200);
    expect((await reset(token)).status).toBe(200);
  });

  it('are refused after an hour, as an invalid token', async () => {
    const token = await resetToken();
    advanceSimTime(RESET_TOKEN_LIFETIME_MS);
    const checked = await check(token);
    expect(checked.status).toBe(400);
    expect(await checked.json()).toEqual({ message: SIGN_IN_MSG.invalidResetToken });
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The reset token is invalid' });
    expect((await password('bidder', { password: 'Fresh2026' })).status).toBe(400);
  });
});
