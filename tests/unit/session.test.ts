import Cookies from 'js-cookie';
import {
  clearSession,
  COOKIE,
  decryptRoles,
  encryptRoles,
  getDeviceId,
  getSession,
  isLoggedIn,
  storeSession,
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
    expect(decryptRoles(encryptRoles(['Admin']).slice(0, -4) + 'AAAA')).not.toContain('Bidder');
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
