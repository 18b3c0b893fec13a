import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Event, StreamMessage, SubscriberRole } from '../../../src/live/gen/auction';
import { db } from '../../../src/mocks/db';
import type { Lot } from '../../../src/mocks/db/types';
import { joinLot } from '../../../src/mocks/live/engine';
import { readFrames } from '../../../src/mocks/live/frames';
import { openStream, subscriberCount } from '../../../src/mocks/live/hub';
import { renderApp, setUpScreens } from '../../render';
import { userNamed } from '../../simApi';

/**
 * Waits for what the live stream or a call brings. The control room is a large screen:
 * on a busy 2-core machine its first render and each stream hop can take seconds.
 */
export const LIVE = { timeout: 10_000 };

/**
 * The set-up of every control-room and TV test: the live screens' module is large, so it loads
 * once up front; the auctioneer is signed in.
 */
export const setUpLiveScreens = () =>
  setUpScreens('auctioneer', () => import('../../../src/features/control-room/LiveAuctionPage'));

/** Joins a bidder to a lot online with a deposit (0 spectates). */
export const join = (userName: string, lot: Lot, amount = 100_000) => {
  const user = userNamed(userName);
  return joinLot(
    lot,
    user,
    amount,
    amount > 0 ? db.purchaseProfiles.find((p) => p.bidderId === user.id)!.id : null,
    'online',
  );
};

/** A button by the start of its label (labels carry their shortcut key after a space). */
export const button = (name: RegExp) =>
  screen.getByText(name, { selector: 'button span' }).closest('button')!;

/** Opens the control room on a lot and waits until its stream delivered the lot (Connect). */
export async function openControl(lot: Lot) {
  const app = renderApp(`/auctions/${lot.auctionId}/auctioneer/${lot.id}`);
  await screen.findByText(`Lot ${lot.lotNumber}:`, { exact: false }, LIVE);
  await waitFor(() => expect(subscriberCount()).toBeGreaterThan(0), LIVE);
  // Connect fills the active-bidder list; the heading shows its count.
  const joined = db.auctionBidders.filter((j) => j.lotId === lot.id && !j.leftDate).length;
  await screen.findByText(`Active bidders (${joined})`, {}, LIVE);
  return app;
}

/** A labelled section of the screen (role queries are slow on a page this size). */
export const section = (name: string) =>
  document.querySelector<HTMLElement>(`section[aria-label="${name}"]`)!;

/** Enters text in one go (typing key by key is slow on a busy machine). */
export const enter = (input: HTMLElement, text: string) =>
  fireEvent.change(input, { target: { value: text } });

/** Picks an option of an antd Select by its label text. */
export async function choose(select: HTMLElement, option: string | RegExp) {
  fireEvent.mouseDown(select);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => (typeof option === 'string' ? o.textContent === option : option.test(o.textContent!)),
    );
    if (!found) throw new Error(`no option ${String(option)}`);
    return found;
  }, LIVE);
  fireEvent.click(item);
}

/** A bidder's own stream on a lot, as their room opens it, collecting the events it receives. */
export function bidderStream(userName: string, lotId: number) {
  const events: number[] = [];
  const abort = new AbortController();
  const { body } = openStream(
    userNamed(userName).id,
    SubscriberRole.bidder,
    [lotId],
    {},
    abort.signal,
    () => {},
  );
  const reader = body.getReader();
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done || !value) break;
      for (const p of readFrames(value)) events.push(StreamMessage.deserializeBinary(p).event);
    }
  })();
  return { events, kicked: () => events.includes(Event.Kick), close: () => abort.abort() };
}
