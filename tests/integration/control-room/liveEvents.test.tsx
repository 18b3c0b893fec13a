import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Event } from '../../../src/live/gen/auction';
import { bareEvent, broadcast, sendToUser, subscriberCount } from '../../../src/mocks/live/hub';
import { message } from '../../../src/mocks/live/messages';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../render';
import { liveLot, userNamed } from '../../simApi';
import { button, enter, LIVE, openControl, setUpLiveScreens } from './controlRoom';

/** Records the simulator calls made while `fn` runs (method and path). */
async function recordCalls(fn: (calls: string[]) => Promise<void>) {
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) =>
    void calls.push(`${request.method} ${new URL(request.url).pathname}`);
  server.events.on('request:start', record);
  try {
    await fn(calls);
  } finally {
    server.events.removeListener('request:start', record);
  }
}

const settle = () => new Promise((r) => setTimeout(r, 100));

describe('control room and TV: live stream events', () => {
  setUpLiveScreens();

  it('a duplicate connection shows the other device, ends the stream and leads back to the auction', async () => {
    const lot = liveLot('Manual');
    const { router } = await openControl(lot);
    sendToUser(
      userNamed('auctioneer').id,
      null,
      bareEvent(
        Event.Disconnect,
        JSON.stringify({ os: 'Windows 11', device: 'Desktop', near: 'Evanston, IL' }),
      ),
    );
    const dialog = (
      await screen.findByText(
        'Disconnected - Duplicate Connection',
        { selector: '.ant-modal-title' },
        LIVE,
      )
    ).closest('.ant-modal') as HTMLElement;
    for (const text of [
      'Device: Desktop',
      'Operating system: Windows 11',
      'Near: Evanston, IL',
      'Just now',
    ])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    await waitFor(() => expect(subscriberCount()).toBe(0), LIVE);
    fireEvent.click(within(dialog).getByText('OK').closest('button')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/auctions/${lot.auctionId}`));
  });

  it('an Error event on the TV view shows the server message and unsubscribes the lot', async () => {
    const lot = liveLot('Manual');
    renderApp(`/auctions/${lot.auctionId}/room/${lot.id}`);
    await screen.findByText('Opening bid', {}, LIVE);
    await waitFor(() => expect(subscriberCount()).toBe(1), LIVE);
    broadcast(lot.id, message(Event.Error, lot, { errorMsg: 'This lot was withdrawn.' }));
    const dialog = (
      await screen.findByText('Error', { selector: '.ant-modal-title' }, LIVE)
    ).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('This lot was withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(subscriberCount()).toBe(0), LIVE);
  });

  it('the minimum increment takes whole dollars only, up to a sane maximum', async () => {
    const lot = liveLot('Manual');
    const current = lot.minBidIncrements;
    await openControl(lot);
    await recordCalls(async (calls) => {
      fireEvent.click(button(/^Change$/));
      const dialog = (
        await screen.findByText('Minimum increment', { selector: '.ant-modal-title' }, LIVE)
      ).closest('.ant-modal') as HTMLElement;
      const input = within(dialog).getByLabelText('New minimum increment');
      const save = within(dialog).getByText('Save').closest('button')!;
      enter(input, `${current + 0.5}`);
      fireEvent.click(save);
      expect(
        await within(dialog).findByText(
          'The minimum increment is a whole number of dollars!',
          {},
          LIVE,
        ),
      ).toBeInTheDocument();
      enter(input, '1e21');
      fireEvent.click(save);
      expect(
        await within(dialog).findByText('The minimum increment is at most $1,000,000!', {}, LIVE),
      ).toBeInTheDocument();
      await settle();
      expect(calls.filter((c) => c.startsWith('PATCH') || c.startsWith('PUT'))).toEqual([]);
      expect(lot.minBidIncrements).toBe(current);
      // A valid amount goes out once, however often Save is pressed.
      enter(input, String(current + 100));
      fireEvent.click(save);
      fireEvent.click(save);
      await waitFor(() => expect(lot.minBidIncrements).toBe(current + 100), LIVE);
      await settle();
      expect(calls.filter((c) => c.startsWith('PATCH') || c.startsWith('PUT'))).toHaveLength(1);
    });
  });

  it('leaving the control room unsubscribes it on the server (not as presenter)', async () => {
    const lot = liveLot('Manual');
    const { unmount } = await openControl(lot);
    await recordCalls(async (calls) => {
      await settle();
      calls.length = 0;
      unmount();
      await waitFor(() => expect(calls).toContain('POST /api/auctions/unsubscribegrpc/false'));
    });
  });

  it('leaving the TV view unsubscribes it on the server as presenter', async () => {
    const lot = liveLot('Manual');
    const { unmount } = renderApp(`/auctions/${lot.auctionId}/room/${lot.id}`);
    await screen.findByText('Opening bid', {}, LIVE);
    await waitFor(() => expect(subscriberCount()).toBe(1), LIVE);
    await recordCalls(async (calls) => {
      await settle();
      calls.length = 0;
      unmount();
      await waitFor(() => expect(calls).toContain('POST /api/auctions/unsubscribegrpc/true'));
    });
  });
});
