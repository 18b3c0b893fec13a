import { screen, waitFor } from '@testing-library/react';
import { NO_LIVE_ACCESS } from '../../../src/features/control-room/LiveAuctionPage';
import { STOP_TEXT } from '../../../src/live/retry';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { renderApp, signInAs } from '../../render';
import { liveAuction, post } from '../../simApi';
import { button, LIVE, setUpLiveScreens } from './controlRoom';

const SUBSCRIBE = '/auction.AuctionSubscription/Subscribe';
const RECONNECTING = 'Connection lost. Reconnecting to the live auction...';

/** Records the paths of the simulator calls made while `fn` runs. */
async function recordCalls(fn: (paths: string[]) => Promise<void>) {
  const paths: string[] = [];
  const record = ({ request }: { request: Request }) =>
    void paths.push(new URL(request.url).pathname);
  server.events.on('request:start', record);
  try {
    await fn(paths);
  } finally {
    server.events.removeListener('request:start', record);
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The manual auction's first listed lot not started yet: Start would be offered. */
const pendingLot = () => {
  const a = liveAuction('Manual');
  return db.lots.find((l) => l.auctionId === a.id && l.status === 'Listed' && !l.startedTime)!;
};

describe('who may run a control room', () => {
  setUpLiveScreens();

  it.each(['client', 'attorney', 'admin'])(
    '%s on a control-room address: why not, no lot controls, no live data, no stream',
    async (userName) => {
      await signInAs(userName);
      const lot = pendingLot();
      await recordCalls(async (paths) => {
        renderApp(`/auctions/${lot.auctionId}/auctioneer/${lot.id}`);
        expect(await screen.findByText(NO_LIVE_ACCESS.title, {}, LIVE)).toBeInTheDocument();
        expect(screen.getByText(NO_LIVE_ACCESS.subTitle)).toBeInTheDocument();
        await pause(500);
        expect(screen.queryByText(/^Start/, { selector: 'button span' })).toBeNull();
        expect(screen.queryByText(/^Stop/, { selector: 'button span' })).toBeNull();
        expect(screen.queryByText(RECONNECTING)).toBeNull();
        expect(paths.filter((p) => p === SUBSCRIBE)).toEqual([]);
        expect(paths).not.toContain(`/api/auctions/${lot.auctionId}/live`);
      });
    },
  );

  it('a client on the TV view address: the same', async () => {
    await signInAs('client');
    const lot = pendingLot();
    await recordCalls(async (paths) => {
      renderApp(`/auctions/${lot.auctionId}/room/${lot.id}`);
      expect(await screen.findByText(NO_LIVE_ACCESS.title, {}, LIVE)).toBeInTheDocument();
      await pause(300);
      expect(paths.filter((p) => p === SUBSCRIBE)).toEqual([]);
    });
  });

  it('a control room whose stream is refused (PermissionDenied) says why, stops, and offers no lot control', async () => {
    const lot = pendingLot();
    // The server (or its gateway) refuses this user's stream.
    await post('/__sim/faults', { match: SUBSCRIBE, status: 403, count: 100 });
    await recordCalls(async (paths) => {
      renderApp(`/auctions/${lot.auctionId}/auctioneer/${lot.id}`);
      expect(await screen.findByText(STOP_TEXT.permission.title, {}, LIVE)).toBeInTheDocument();
      expect(button(/^Start/)).toBeDisabled();
      // Several reconnects' worth of time at this backoff: no other call, no reconnect banner.
      await pause(1000);
      expect(paths.filter((p) => p === SUBSCRIBE)).toHaveLength(1);
      expect(screen.queryByText(RECONNECTING)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    });
  });

  it('a control room whose stream keeps failing stops after its reconnects and connects again by hand', async () => {
    const lot = pendingLot();
    await post('/__sim/faults', { match: SUBSCRIBE, status: 503, count: 100 });
    renderApp(`/auctions/${lot.auctionId}/auctioneer/${lot.id}`);
    expect(
      await screen.findByText(STOP_TEXT.gaveUp.title, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // Not refused: the lot can still be run through its calls.
    await waitFor(() => expect(button(/^Start/)).toBeEnabled(), LIVE);
    await fetch('http://localhost/__sim/faults', { method: 'DELETE' });
    screen.getByText('Try again').closest('button')!.click();
    const joined = db.auctionBidders.filter((j) => j.lotId === lot.id && !j.leftDate).length;
    expect(await screen.findByText(`Active bidders (${joined})`, {}, LIVE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(STOP_TEXT.gaveUp.title)).toBeNull(), LIVE);
  });
});
