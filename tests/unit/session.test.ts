// @vitest-environment jsdom
import Cookies from 'js-cookie';
import AES from 'crypto-js/aes';
import {
  clearSession,
  COOKIE,
  decryptRoles,
  encryptRoles,
  getAccessExpiry,
  getDeviceId,
  getSession,
  isLoggedIn,
  storeSession,
  TOKEN_COMMIT_WAIT_MS,
  tokensCommitted,
} from '../../src/lib/session';

const response = {
  access_token: 'a1',
  expires_in: 300,
  refresh_token: 'r1',
  firstName: 'Ada',
  lastName: 'Lee',
  userName: 'ada',
  roles: ['bidder'],
  id: 12,
};

describe('session cookies', () => {
  beforeEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });

  it('stores every session value; roles are encrypted', () => {
    storeSession(response);
    expect(Cookies.get(COOKIE.accessToken)).toBe('a1');
    expect(Cookies.get(COOKIE.refreshToken)).toBe('r1');
    expect(Cookies.get(COOKIE.fullName)).toBe('Ada Lee');
    expect(Cookies.get(COOKIE.userName)).toBe('ada');
    expect(Cookies.get(COOKIE.userId)).toBe('12');
    const cipher = Cookies.get(COOKIE.roles)!;
    expect(cipher).not.toContain('Bidder');
    expect(decryptRoles(cipher)).toEqual(['Bidder']);
    expect(getSession()).toMatchObject({ loggedIn: true, userName: 'ada', roles: ['Bidder'] });
  });

  it('logged in means a user name plus an access or refresh token', () => {
    expect(isLoggedIn()).toBe(false);
    storeSession(response);
    Cookies.remove(COOKIE.accessToken, { path: '/' });
    expect(isLoggedIn()).toBe(true);
    Cookies.remove(COOKIE.refreshToken, { path: '/' });
    expect(isLoggedIn()).toBe(false);
  });

  it('tampered or foreign role cookies give no roles', () => {
    expect(decryptRoles('garbage')).toEqual([]);
    expect(decryptRoles(undefined)).toEqual([]);
    const valid = encryptRoles(['Admin']);
    expect(decryptRoles(valid)).toEqual(['Admin']);
    // Any change to the cipher text decrypts to nothing at all, not to some other role.
    for (const tampered of [valid.slice(0, -4) + 'AAAA', 'A' + valid.slice(1), valid.slice(0, 24)])
      expect(decryptRoles(tampered)).toEqual([]);
    // Roles encrypted with another key are not ours.
    expect(decryptRoles(AES.encrypt(JSON.stringify(['Admin']), 'another key').toString())).toEqual(
      [],
    );
  });

  it('decrypts a roles cookie once however often it is read, and a changed one again', () => {
    const admin = encryptRoles(['Admin']);
    const bidder = encryptRoles(['Bidder']);
    const decrypt = vi.spyOn(AES, 'decrypt');
    try {
      for (let i = 0; i < 5; i++) expect(decryptRoles(admin)).toEqual(['Admin']);
      expect(decrypt).toHaveBeenCalledTimes(1);
      // A caller changing its copy changes no one else's.
      decryptRoles(admin).push('Bidder');
      expect(decryptRoles(admin)).toEqual(['Admin']);
      expect(decryptRoles(bidder)).toEqual(['Bidder']);
      expect(decryptRoles(admin.slice(0, -4) + 'AAAA')).toEqual([]);
      expect(decryptRoles(admin)).toEqual(['Admin']);
      expect(decrypt).toHaveBeenCalledTimes(4);
    } finally {
      decrypt.mockRestore();
    }
  });

  it('keeps the access token expiry for live views to refresh ahead of it, and clears it', () => {
    const before = Date.now();
    storeSession(response);
    const expiry = getAccessExpiry()!;
    expect(expiry.lifetimeMs).toBe(response.expires_in * 1000);
    expect(expiry.at).toBeGreaterThanOrEqual(before + expiry.lifetimeMs);
    expect(expiry.at).toBeLessThanOrEqual(Date.now() + expiry.lifetimeMs);
    Cookies.set(COOKIE.accessExpiry, 'not json');
    expect(getAccessExpiry()).toBeNull();
    storeSession(response);
    clearSession();
    expect(getAccessExpiry()).toBeNull();
  });

  it('clearing keeps the device id', () => {
    const device = getDeviceId();
    storeSession(response);
    clearSession();
    expect(isLoggedIn()).toBe(false);
    expect(Cookies.get(COOKIE.roles)).toBeUndefined();
    expect(getDeviceId()).toBe(device);
    expect(getSession().loggedIn).toBe(false);
  });
});

describe('waiting for rotated tokens to reach the cookie store shared by the tabs', () => {
  /** A cookie store whose refresh token cookie reads `values` in turn (the last one from then on). */
  function store(...values: (string | null)[]) {
    const reads: string[] = [];
    return {
      reads,
      get: (name: string) => {
        reads.push(name);
        const value = values.length > 1 ? values.shift()! : values[0]!;
        return Promise.resolve(value === null ? null : { value });
      },
    };
  }
  let now = 0;
  const wait = (ms: number) => {
    now += ms;
    return Promise.resolve();
  };
  beforeEach(() => {
    now = Date.UTC(2026, 10, 25);
    vi.spyOn(Date, 'now').mockImplementation(() => now);
  });

  it.each([
    ['is there at once', ['r2'], 1],
    ['arrives after two reads', ['r1', 'r1', 'r2'], 3],
    ['is stored encoded', ['r%2B2'], 1],
  ] as const)('returns when the new refresh token %s', async (_, values, reads) => {
    const cookies = store(...values);
    await tokensCommitted(values[0] === 'r%2B2' ? 'r+2' : 'r2', cookies, wait);
    expect(cookies.reads).toHaveLength(reads);
    expect(cookies.reads[0]).toBe(COOKIE.refreshToken);
  });

  it('gives up after its limit when the token never arrives', async () => {
    const cookies = store('r1');
    const start = now;
    await tokensCommitted('r2', cookies, wait);
    expect(now - start).toBeGreaterThanOrEqual(TOKEN_COMMIT_WAIT_MS);
    expect(now - start).toBeLessThan(TOKEN_COMMIT_WAIT_MS + 100);
  });

  it('a read that fails counts as not there yet', async () => {
    let calls = 0;
    const flaky = {
      get: () =>
        ++calls === 1 ? Promise.reject(new Error('busy')) : Promise.resolve({ value: 'r2' }),
    };
    await tokensCommitted('r2', flaky, wait);
    expect(calls).toBe(2);
  });

  it('resolves at once without the Cookie Store API or a refresh token', async () => {
    const cookies = store(null);
    await tokensCommitted('r2', undefined, wait);
    await tokensCommitted(undefined, cookies, wait);
    expect(cookies.reads).toEqual([]);
  });
});
