import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CaseStatus } from '../../../src/lib/caseStage';
import { simNow } from '../../../src/mocks/clock';
import { db } from '../../../src/mocks/db';
import type { Auction, Case, Lot } from '../../../src/mocks/db/types';
import {
  makeAuction,
  makeAuctionBidder,
  makeBid,
  makeCase,
  makeLot,
  makeProperty,
  winnerOf,
} from '../../../src/mocks/factories';
import { server } from '../../../src/mocks/node';
import { renderApp, setUpScreens } from '../../render';
import { userNamed } from '../../simApi';

/** The lots panel of the case detail page: data and steps shared by its screen tests. */

export const FIRST = { timeout: 10_000 };

/** Signs the auctioneer in for the case page before each test; call counters end with each test. */
export function setUpCaseLots() {
  setUpScreens('auctioneer', () => import('../../../src/features/cases/CaseDetailPage'));
  afterEach(() => server.events.removeAllListeners());
}
const DAY = 86_400_000;

export const hostId = () => userNamed('auctioneer').companyId!;
export const firmId = () => userNamed('client').clientId!;

/** A case of the demo company and the demo firm. */
export const caseOf = (status: CaseStatus = 'New', over: Partial<Case> = {}) =>
  makeCase({ companyId: hostId(), clientId: firmId(), status, ...over });

/** A lot of the case (Draft, no auction, no property unless told). */
export const lotOf = (kase: Case, over: Partial<Lot> = {}) => makeLot({ caseId: kase.id, ...over });

/** Gives the lot its primary property, with one photo or none. */
export const addProperty = (lot: Lot, photo = true) =>
  makeProperty({ lotId: lot.id, ...(photo ? {} : { images: [] }) });

/** An upcoming auction of the demo company, `days` from now at 10:00 local time. */
export function upcomingAuction(days = 2, hour = 10): Auction {
  const at = new Date(simNow() + days * DAY);
  at.setHours(hour, 0, 0, 0);
  return makeAuction({ companyId: hostId(), startTime: at.toISOString() });
}

/** A finished auction of the demo company, two days ago. */
export const finishedAuction = () =>
  makeAuction({
    companyId: hostId(),
    startTime: new Date(simNow() - 2 * DAY).toISOString(),
    stopTime: new Date(simNow() - 2 * DAY + 3_600_000).toISOString(),
    isFinished: true,
  });

/**
 * A lot sold in a finished auction: `bidder` won it with the last of two bids (`bidder2` placed
 * the first); it awaits payoff unless told otherwise.
 */
export function soldLot(kase: Case, over: Partial<Lot> = {}) {
  const auction = finishedAuction();
  const lot = lotOf(kase, {
    auctionId: auction.id,
    lotNumber: 1,
    status: 'PendingTransaction',
    stoppedTime: new Date(simNow() - 2 * DAY).toISOString(),
    soldTo: 'ThirdPartyBidder',
  });
  addProperty(lot);
  const [first, second] = [userNamed('bidder2'), userNamed('bidder')];
  makeAuctionBidder({ lotId: lot.id, bidderId: first.id });
  makeAuctionBidder({ lotId: lot.id, bidderId: second.id });
  const lost = makeBid({ lotId: lot.id, bidderId: first.id, amount: 150_000 });
  const won = makeBid({ lotId: lot.id, bidderId: second.id, amount: 160_000 });
  lot.winner = winnerOf(won);
  Object.assign(lot, over);
  return { lot, auction, lost, won };
}

/** Opens the case page (staff route unless told) and waits for the lots panel. */
export async function openCase(kase: Case, path = `/cases/${kase.id}`) {
  const view = renderApp(path);
  await screen.findByText(/^Lots \(\d+\)$/, undefined, FIRST);
  return view;
}

export const dbLot = (id: number) => db.lots.find((l) => l.id === id);

/** The card of a lot on the page. */
export function card(lotId: number): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-lot-id="${lotId}"]`);
  if (!el) throw new Error(`no card for lot ${lotId}`);
  return el;
}

export const inCard = (lotId: number) => within(card(lotId));

/** The open (visible) dialog with this title: a form dialog or a confirmation. */
export async function findModal(title: string) {
  let found: HTMLElement | null = null;
  await waitFor(() => {
    const titles = screen.getAllByText(title, {
      selector: '.ant-modal-title, .ant-modal-confirm-title',
    });
    found =
      titles
        .map((t) => t.closest<HTMLElement>('.ant-modal'))
        .find((m) => m !== null && m.style.display !== 'none') ?? null;
    if (!found) throw new Error(`no open dialog "${title}"`);
  });
  return found!;
}

/** Types a value into a date or time picker and confirms it, as a keyboard user does. */
export function typeInPicker(input: HTMLElement, text: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
}

/** Counts calls to the simulator matching a method and path. */
export function countCalls(method: string, path: RegExp) {
  const seen = { n: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && path.test(new URL(request.url).pathname)) seen.n++;
  });
  return seen;
}

/** The open confirmation bubble (Popconfirm). */
export async function findPopconfirm(): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitFor(() => {
    found = document.querySelector<HTMLElement>('.ant-popconfirm:not(.ant-popover-hidden)');
    if (!found) throw new Error('no open confirmation');
  });
  return found!;
}

/**
 * Clicks a button once it is ready: a button stays busy (loading, or disabled) until the change
 * before it has refreshed every list it affects.
 */
export async function clickWhenReady(user: { click(el: Element): Promise<void> }, el: HTMLElement) {
  await waitFor(() => {
    expect(el).toBeEnabled();
    expect(el).not.toHaveClass('ant-btn-loading');
  });
  await user.click(el);
}
