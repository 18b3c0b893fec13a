// @vitest-environment jsdom
import {
  askPermission,
  canAskPermission,
  notifyLotOnce,
  resetPushNotify,
} from '../../src/lib/pushNotify';

const shown: string[] = [];
let permission: NotificationPermission = 'granted';
class FakeNotification {
  static get permission() {
    return permission;
  }
  static requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  constructor(title: string) {
    shown.push(title);
  }
}
let visibility: DocumentVisibilityState = 'hidden';

beforeEach(() => {
  shown.length = 0;
  permission = 'granted';
  visibility = 'hidden';
  resetPushNotify();
  vi.stubGlobal('Notification', FakeNotification);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => vi.unstubAllGlobals());

describe('browser notifications for joined lots', () => {
  it('shows one notification per lot while the tab is hidden', () => {
    expect(notifyLotOnce(1, 'Bidding is open', 'Lot 1')).toBe(true);
    expect(notifyLotOnce(1, 'New bid', 'Lot 1')).toBe(false);
    expect(notifyLotOnce(2, 'New bid', 'Lot 2')).toBe(true);
    expect(shown).toEqual(['Bidding is open', 'New bid']);
  });

  it('shows nothing while the tab is visible or when permission is denied', () => {
    visibility = 'visible';
    expect(notifyLotOnce(1, 'x', 'y')).toBe(false);
    visibility = 'hidden';
    permission = 'denied';
    expect(notifyLotOnce(1, 'x', 'y')).toBe(false);
    expect(canAskPermission()).toBe(false);
    expect(shown).toEqual([]);
  });

  it('asks only when undecided, and reports the answer', async () => {
    permission = 'default';
    expect(canAskPermission()).toBe(true);
    expect(await askPermission()).toBe(true);
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  });
});
