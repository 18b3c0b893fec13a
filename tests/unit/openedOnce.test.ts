// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { useOpenedOnce } from '../../src/lib/useOpenedOnce';

type Dialog = 'share' | 'photos';

describe('useOpenedOnce', () => {
  it('mounts no dialog before it opens, and keeps one mounted once it has', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce<Dialog>(open), {
      initialProps: { open: null as Dialog | null },
    });
    expect([result.current('share'), result.current('photos')]).toEqual([false, false]);
    rerender({ open: 'share' });
    expect([result.current('share'), result.current('photos')]).toEqual([true, false]);
    // Closed again: still mounted, so it can animate out and return the focus.
    rerender({ open: null });
    expect([result.current('share'), result.current('photos')]).toEqual([true, false]);
    rerender({ open: 'photos' });
    expect([result.current('share'), result.current('photos')]).toEqual([true, true]);
  });
});
