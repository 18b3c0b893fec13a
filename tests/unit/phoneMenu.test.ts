import { phoneMenu, topMenu, userMenu } from '../../src/app/shell/menus';
import { offersMobileApp, rememberBrowserChoice } from '../../src/lib/appPromptChoice';

const keys = (links: { key: string }[]) => links.map((l) => l.key);

describe('phone menu', () => {
  it('holds the top menu, then Sign In and Register for visitors', () => {
    const { top, user } = phoneMenu([], false);
    expect(top).toEqual(topMenu([], false));
    expect(user.map((l) => l.label)).toEqual(['Sign In', 'Register']);
  });

  it("holds a bidder's top menu, then the whole user menu", () => {
    const { top, user } = phoneMenu(['Bidder'], true);
    expect(top.map((l) => l.label)).toEqual(['Dashboard', 'Properties', 'Help Center']);
    expect(user).toEqual(userMenu(['Bidder']));
  });

  it('lists a page once when both menus lead there', () => {
    const { top, user } = phoneMenu(['Admin'], true);
    expect(keys(top)).toContain('/admin/dashboard');
    expect(keys(user)).not.toContain('/admin/dashboard');
    expect(keys(user)).toEqual(['/admin/settings/profile', '/admin/settings/system']);
  });
});

/** An in-memory session store. */
function store(): Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('mobile app prompt choice', () => {
  it('offers the app on phones and tablets until the browser is chosen', () => {
    const s = store();
    expect(offersMobileApp(IPHONE, s)).toBe(true);
    expect(offersMobileApp(ANDROID, s)).toBe(true);
    rememberBrowserChoice(s);
    expect(offersMobileApp(IPHONE, s)).toBe(false);
    expect(offersMobileApp(ANDROID, s)).toBe(false);
  });

  it('never offers it to desktop browsers', () => {
    expect(offersMobileApp('Mozilla/5.0 (X11; Linux x86_64) Chrome/156', store())).toBe(false);
  });

  it('offers it every time when storage refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberBrowserChoice(refusing)).not.toThrow();
    expect(offersMobileApp(IPHONE, refusing)).toBe(true);
    expect(offersMobileApp(IPHONE, undefined)).toBe(true);
  });
});
