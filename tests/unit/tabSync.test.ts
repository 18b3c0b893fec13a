// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { clearSession, COOKIE, getTabUser, storeSession } from '../../src/lib/session';
import {
  assertSameUser,
  SESSION_CHANNEL,
  SessionUserChangedError,
  startTabSync,
  tabSyncAction,
} from '../../src/lib/tabSync';

const signIn = (id: number, roles = ['Bidder']) =>
  storeSession({
    access_token: `a${id}`,
    expires_in: 300,
    refresh_token: `r${id}`,
    userName: `user${id}`,
    roles,
    id,
  });

/** Another tab of the same browser: it writes the shared cookies and announces on the channel. */
function otherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  return {
    channel,
    signIn: (id: number) => Cookies.set(COOKIE.userId, String(id), { path: '/' }),
    signOut: () => Cookies.remove(COOKIE.userName, { path: '/' }),
    announce: (userId: string | null) => channel.postMessage({ userId }),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 20));

describe('tab sync rule', () => {
  it.each([
    ['7', '7', 'none'],
    [null, null, 'none'],
    ['7', null, 'sign-out'],
    ['7', '8', 'reload'],
    [null, '8', 'reload'],
  ] as const)('tab shows %s, cookies hold %s: %s', (tab, cookie, action) => {
    expect(tabSyncAction(tab, cookie)).toBe(action);
  });
});

describe('tabs stay the same user', () => {
  let events: string[];
  let stop = () => {};
  beforeEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    clearSession();
    events = [];
  });
  afterEach(() => stop());
  const start = () => {
    stop = startTabSync({
      signedOut: (to) => events.push(`signed-out ${to}`),
      userChanged: () => events.push('reload'),
    });
  };

  it('the user this tab shows changes only with its own sign-in and sign-out', () => {
    signIn(7);
    expect(getTabUser()?.id).toBe('7');
    Cookies.set(COOKIE.userId, '8', { path: '/' });
    expect(getTabUser()?.id).toBe('7');
    clearSession();
    expect(getTabUser()).toBeNull();
  });

  it('another user signed in underneath: assertSameUser throws and the tab reloads', () => {
    signIn(7);
    start();
    expect(() => assertSameUser()).not.toThrow();
    otherTab().signIn(8);
    expect(() => assertSameUser()).toThrow(SessionUserChangedError);
    expect(events).toEqual(['reload']);
  });

  it('signed out underneath: assertSameUser throws and the tab goes to /login once', () => {
    signIn(7);
    start();
    otherTab().signOut();
    expect(() => assertSameUser()).toThrow(SessionUserChangedError);
    expect(() => assertSameUser()).not.toThrow();
    expect(events).toEqual(['signed-out /login']);
  });

  it('admins go to /admin/login', () => {
    signIn(3, ['Admin']);
    start();
    otherTab().signOut();
    window.dispatchEvent(new Event('focus'));
    expect(events).toEqual(['signed-out /admin/login']);
  });

  it('checks the cookies when the tab is shown again', () => {
    signIn(7);
    start();
    otherTab().signIn(8);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(events).toEqual(['reload']);
  });

  it("follows the other tabs' announcements", async () => {
    signIn(7);
    start();
    const other = otherTab();
    other.announce('7');
    await tick();
    expect(events).toEqual([]);
    other.announce('8');
    await tick();
    expect(events).toEqual(['reload']);
    other.announce(null);
    await tick();
    expect(events).toEqual(['reload', 'signed-out /login']);
    other.channel.close();
  });

  it("announces this tab's own sign-in and sign-out, not its token refreshes", async () => {
    start();
    const heard: unknown[] = [];
    const other = otherTab();
    other.channel.onmessage = (e: MessageEvent) => heard.push(e.data);
    signIn(7);
    storeSession({
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 300,
      userName: 'user7',
      roles: [],
      id: 7,
    });
    clearSession();
    await tick();
    expect(heard).toEqual([{ userId: '7' }, { userId: null }]);
    expect(events).toEqual([]);
    other.channel.close();
  });
});
