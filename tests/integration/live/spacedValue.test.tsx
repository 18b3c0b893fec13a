import { act, renderHook } from '@testing-library/react';
import { useSpacedValue } from '../../../src/live/useSpacedValue';

const GAP = 200;

describe('a value shown at most once per gap (the live bid list during a burst)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const spaced = (initial: number) =>
    renderHook(({ value }) => useSpacedValue(value, GAP), { initialProps: { value: initial } });

  it('shows the first value, and a change after a quiet spell at once', () => {
    const hook = spaced(1);
    expect(hook.result.current).toBe(1);
    act(() => hook.rerender({ value: 2 }));
    expect(hook.result.current).toBe(2);
    act(() => vi.advanceTimersByTime(GAP));
    act(() => hook.rerender({ value: 3 }));
    expect(hook.result.current).toBe(3);
  });

  it('holds changes inside the gap, then shows the latest of them (none in between)', () => {
    const hook = spaced(1);
    act(() => hook.rerender({ value: 2 }));
    const seen = [hook.result.current];
    for (const value of [3, 4, 5]) {
      act(() => vi.advanceTimersByTime(50));
      act(() => hook.rerender({ value }));
      seen.push(hook.result.current);
    }
    expect(seen).toEqual([2, 2, 2, 2]);
    act(() => vi.advanceTimersByTime(49));
    expect(hook.result.current).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe(5);
  });

  it('follows a burst of a change every millisecond a few times a second, ending on the last', () => {
    const hook = spaced(0);
    const shown = new Set<number>([0]);
    for (let value = 1; value <= 1000; value++) {
      act(() => vi.advanceTimersByTime(1));
      act(() => hook.rerender({ value }));
      shown.add(hook.result.current);
    }
    expect(shown.size).toBeGreaterThanOrEqual(5);
    expect(shown.size).toBeLessThanOrEqual(1000 / GAP + 2);
    act(() => vi.advanceTimersByTime(GAP));
    expect(hook.result.current).toBe(1000);
  });

  it('drops a pending change when unmounted', () => {
    const hook = spaced(1);
    act(() => hook.rerender({ value: 2 }));
    act(() => hook.rerender({ value: 3 }));
    hook.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
