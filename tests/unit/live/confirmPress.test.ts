import { CONFIRM_WINDOW_MS, pressShortcut } from '../../../src/live/confirmPress';

describe('shortcuts that act on a second press', () => {
  it('a first press only arms the key', () => {
    expect(pressShortcut(null, 'x', 1000, true)).toEqual({
      fire: false,
      armed: { key: 'x', at: 1000 },
    });
  });

  it('the same key again within the window acts and disarms', () => {
    const armed = { key: 'x', at: 1000 };
    expect(pressShortcut(armed, 'x', 1000 + CONFIRM_WINDOW_MS, true)).toEqual({
      fire: true,
      armed: null,
    });
  });

  it('after the window the press arms again instead of acting', () => {
    const armed = { key: 'x', at: 1000 };
    expect(pressShortcut(armed, 'x', 1001 + CONFIRM_WINDOW_MS, true)).toEqual({
      fire: false,
      armed: { key: 'x', at: 1001 + CONFIRM_WINDOW_MS },
    });
  });

  it('another key needing confirmation arms itself, not the first', () => {
    expect(pressShortcut({ key: 'a', at: 1000 }, 'x', 1500, true)).toEqual({
      fire: false,
      armed: { key: 'x', at: 1500 },
    });
  });

  it('a key needing no confirmation acts at once and disarms the other', () => {
    expect(pressShortcut({ key: 'x', at: 1000 }, 's', 1200, false)).toEqual({
      fire: true,
      armed: null,
    });
  });

  it('the window is 3 s', () => {
    expect(CONFIRM_WINDOW_MS).toBe(3000);
  });
});
