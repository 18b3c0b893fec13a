import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSingleMutate } from '../../../src/lib/useSingleSubmit';

/** A save the test settles by hand, with what the screen's own callbacks saw. */
function setup() {
  const sent: string[] = [];
  const settle: Array<{ ok(): void; fail(): void }> = [];
  const outcomes: string[] = [];
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      const save = useMutation({
        mutationFn: (name: string) =>
          new Promise<string>((resolve, reject) => {
            sent.push(name);
            settle.push({ ok: () => resolve(name), fail: () => reject(new Error('refused')) });
          }),
        onSuccess: (name) => void outcomes.push(`saved ${name}`),
        onError: (e) => void outcomes.push(e.message),
      });
      return { save, send: useSingleMutate(save) };
    },
    { wrapper },
  );
  return { result, sent, settle, outcomes };
}

describe('useSingleMutate', () => {
  it('sends once for calls that come before the button has rendered as busy', async () => {
    const { result, sent } = setup();
    act(() => {
      result.current.send('a');
      result.current.send('b');
      result.current.send('c');
    });
    await waitFor(() => expect(result.current.save.isPending).toBe(true));
    result.current.send('d');
    expect(sent).toEqual(['a']);
  });

  it.each([
    ['succeeded', 'ok', 'saved a'],
    ['was refused', 'fail', 'refused'],
  ] as const)(
    'sends again once the last one %s; the outcome reaches the mutation and nowhere else',
    async (_, how, outcome) => {
      const unhandled = vi.fn();
      process.on('unhandledRejection', unhandled);
      try {
        const { result, sent, settle, outcomes } = setup();
        act(() => result.current.send('a'));
        await waitFor(() => expect(sent).toEqual(['a']));
        await act(async () => settle[0][how]());
        await waitFor(() => expect(outcomes).toEqual([outcome]));
        act(() => result.current.send('b'));
        await waitFor(() => expect(sent).toEqual(['a', 'b']));
        await new Promise((r) => setTimeout(r, 0));
        expect(unhandled).not.toHaveBeenCalled();
      } finally {
        process.off('unhandledRejection', unhandled);
      }
    },
  );
});
