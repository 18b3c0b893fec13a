// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { signedIn, signOut } from '../../src/api/session';
import { COOKIE, getAccessToken, getRefreshToken, storeTokens } from '../../src/lib/session';
import { demoToken } from '../demoToken';

const form = (fields: Record<string, string>) =>
  new URLSearchParams({
    client_id: 'bidright-web',
    client_secret: 'bidright-web-public',
    ...fields,
  });

const refreshWith = (refreshToken: string) =>
  fetch('http://localhost/connect/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form({
      grant_type: 'refresh_token',
      scope: 'offline_access',
      refresh_token: refreshToken,
      device_id: 'd',
    }),
  });

const revoke = (token: string, hint: string) =>
  fetch('http://localhost/connect/revocation', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form({ token, token_type_hint: hint }),
  });

const probe = (accessToken: string) =>
  fetch('http://localhost/api/purchaseprofiles', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });

describe('POST /connect/revocation (designed, RFC 7009)', () => {
  it('a revoked refresh token can no longer be spent', async () => {
    const tokens = await demoToken('bidder');
    expect((await revoke(tokens.refresh_token, 'refresh_token')).status).toBe(200);
    const res = await refreshWith(tokens.refresh_token);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('a revoked access token opens nothing', async () => {
    const tokens = await demoToken('bidder');
    expect((await probe(tokens.access_token)).status).toBe(200);
    await revoke(tokens.access_token, 'access_token');
    expect((await probe(tokens.access_token)).status).toBe(401);
  });

  it('an unknown token is answered 200; a wrong or missing client secret 400 invalid_client', async () => {
    expect((await revoke('no-such-token', 'refresh_token')).status).toBe(200);
    const tokens = await demoToken('bidder');
    for (const secret of [{ client_secret: 'guess' }, {}] as Record<string, string>[]) {
      const res = await fetch('http://localhost/connect/revocation', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: 'bidright-web',
          token: tokens.refresh_token,
          ...secret,
        }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'invalid_client' });
    }
    // The refused revocations changed nothing.
    expect((await refreshWith(tokens.refresh_token)).status).toBe(200);
  });
});

describe('signing out', () => {
  it('clears the cookies at once and has the server revoke the session’s tokens', async () => {
    const tokens = await demoToken('bidder');
    await signedIn(tokens);
    const done = signOut();
    expect([getAccessToken(), getRefreshToken(), Cookies.get(COOKIE.userName)]).toEqual([
      null,
      null,
      undefined,
    ]);
    await done;
    expect((await refreshWith(tokens.refresh_token)).status).toBe(400);
    expect((await probe(tokens.access_token)).status).toBe(401);
  });

  it('undoes tokens a refresh of the ended session wrote just after it', async () => {
    await signedIn(await demoToken('bidder'));
    const done = signOut();
    // The late write lands between the sign-out and its turn of the lock.
    storeTokens({ access_token: 'late', refresh_token: 'late-refresh', expires_in: 300 });
    await done;
    expect([getAccessToken(), getRefreshToken()]).toEqual([null, null]);
    expect(Cookies.get(COOKIE.deviceId)).toBeTruthy();
  });

  it('leaves alone a user who signed in right after it', async () => {
    await signedIn(await demoToken('bidder'));
    const done = signOut();
    const next = await demoToken('bidder2');
    const stored = signedIn(next);
    await Promise.all([done, stored]);
    expect([getAccessToken(), getRefreshToken()]).toEqual([next.access_token, next.refresh_token]);
  });
});

describe('signing in', () => {
  it('keeps its own tokens when a refresh of the session before it wrote over them', async () => {
    await signedIn(await demoToken('bidder'));
    const next = await demoToken('bidder2');
    const stored = signedIn(next);
    storeTokens({ access_token: 'late', refresh_token: 'late-refresh', expires_in: 300 });
    await stored;
    expect([getAccessToken(), getRefreshToken()]).toEqual([next.access_token, next.refresh_token]);
  });
});
