import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import type { Lot } from '../../../src/mocks/db/types';
import { addFault } from '../../../src/mocks/faults';
import { http as mswHttp, HttpResponse } from 'msw';
import { formatDate, formatMoney } from '../../../src/lib/format';
import { server } from '../../../src/mocks/node';
import { renderApp, signInAs } from '../../render';
import { setUpAccountPages } from './accountPage';
import { userNamed } from '../../simApi';

const wonBy = (userName: string) =>
  db.lots.filter((l) => l.winner?.bidderId === userNamed(userName).id && l.soldTo !== 'Plaintiff');
const bidderLot = (pick: (l: Lot) => boolean) => wonBy('bidder').find(pick)!;
const caseOf = (l: Lot) => db.cases.find((c) => c.id === l.caseId)!;
const addressOf = (l: Lot) => db.properties.find((p) => p.lotId === l.id && p.isPrimary)!.address;
const deedReady = () => bidderLot((l) => l.status === 'DeedReady' && !l.deedDelivery);
/** The value cell next to a Descriptions label, within a block when the label repeats. */
const valueOf = async (label: string, block?: string) => {
  const scope = block
    ? ((await screen.findByText(block, { selector: 'h2' })).closest('.ant-card') as HTMLElement)
    : document.body;
  const th = await within(scope).findByText(label, { selector: '.ant-descriptions-item-label' });
  return th.nextElementSibling as HTMLElement;
};

const address = () =>
  document.querySelector<HTMLTextAreaElement>('#deed-delivery_deedShippingAddress')!;
const findAddress = () =>
  waitFor(() => {
    if (!address()) throw new Error('no shipping address field');
    return address();
  });
const radio = (value: string) =>
  document.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!;

setUpAccountPages(
  () => import('../../../src/features/account/winning/WinningsPage'),
  () => import('../../../src/features/account/winning/WinningDetailsPage'),
);

describe('my winnings list', () => {
  it('shows a card per won lot with address, win amount and status, linking to the details', async () => {
    renderApp('/account/winning');
    const lots = wonBy('bidder');
    await waitFor(() =>
      expect(document.querySelectorAll('.winning-card')).toHaveLength(lots.length),
    );
    const ready = deedReady();
    const card = screen.getByTestId(`winning-${ready.id}`);
    expect(card).toHaveTextContent('Deed Ready');
    expect(card).toHaveTextContent(formatMoney(ready.winner!.amount));
    const link = within(card).getByRole('link', { name: new RegExp(addressOf(ready).streetLine1) });
    expect(link).toHaveAttribute('href', `/account/winning/${ready.id}`);
    expect(screen.getByText(`${lots.length} won properties`)).toBeInTheDocument();
    // Several statuses, including the court's answers.
    for (const label of ['Awaiting Payoff', 'Court Approved', 'Deed Issued', 'Court Denied'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
  });

  it('shows an empty state to a bidder without winnings', async () => {
    await signInAs('bidder-unverified');
    renderApp('/account/winning');
    expect(await screen.findByText('You have not won any properties yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });

  it('shows an error with a retry when the list fails', async () => {
    addFault({ match: '/api/bidders/winning', status: 500, count: 3 });
    renderApp('/account/winning');
    expect(
      await screen.findByText('Your winnings could not be loaded right now.'),
    ).toBeInTheDocument();
  });
});

describe('winning details', () => {
  it('shows the case, winner, payment, host, auction, properties and documents', async () => {
    const lot = bidderLot(
      (l) => l.status === 'PendingTransaction' && (l.depositReceivedDate ?? '') > '2000',
    );
    const kase = caseOf(lot);
    renderApp(`/account/winning/${lot.id}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      addressOf(lot).streetLine1,
    );
    expect(screen.getByTestId('winning-status')).toHaveTextContent('Awaiting Payoff');
    // Case and firm.
    const firm = db.clients.find((c) => c.id === kase.clientId)!.name;
    expect(await valueOf('Law firm')).toHaveTextContent(firm);
    expect(await valueOf('Case number')).toHaveTextContent(kase.caseNumber);
    expect(await valueOf('File number')).toHaveTextContent(kase.fileNumber);
    // Winner (this lot was won with the corporate purchase profile).
    expect(await valueOf('Name')).toHaveTextContent('Brooks Holdings LLC');
    expect(await valueOf('Type')).toHaveTextContent('Corporation');
    expect(await valueOf('Paddle number')).toHaveTextContent(String(lot.winner!.paddleNumber));
    expect(await valueOf('Phone', 'Winner')).toHaveTextContent(/^\(\d{3}\) \d{3}-\d{4}$/);
    expect(await valueOf('Address')).toHaveTextContent('233 S Wacker Dr');
    // Payment: deposit received, so the down payment is taken off.
    const win = lot.winner!.amount;
    const down = (win * lot.requiredDown) / 100;
    expect(await valueOf('Relief fee')).toHaveTextContent(formatMoney(lot.reliefFee, 2));
    expect(await valueOf('Required down')).toHaveTextContent(`${lot.requiredDown}%`);
    expect(await valueOf('Initial payment')).toHaveTextContent(formatMoney(down, 2));
    expect(await valueOf('Payment received')).toHaveTextContent('Not received');
    expect(await valueOf('Deposit received')).not.toHaveTextContent('Not received');
    expect(screen.getByTestId('outstanding-balance')).toHaveTextContent(
      formatMoney(win + lot.reliefFee - down, 2),
    );
    // Host.
    const host = db.companies.find(
      (c) => c.id === db.auctions.find((a) => a.id === lot.auctionId)!.companyId,
    )!;
    expect(await valueOf('Host')).toHaveTextContent(host.name);
    expect(screen.getByRole('link', { name: host.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${host.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: 'Wire instructions (PDF)' })).toHaveAttribute(
      'href',
      host.wireInstructionsUrl,
    );
    // Auction.
    expect(await valueOf('Opening price')).toHaveTextContent(formatMoney(lot.openingPrice, 2));
    expect(await valueOf('Bidders')).toHaveTextContent('2');
    expect(await valueOf('Bids')).toHaveTextContent(
      String(db.bids.filter((b) => b.lotId === lot.id).length),
    );
    expect((await valueOf('Started')).textContent).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    // Property attributes and documents visible to bidders only.
    expect(await valueOf('Bedrooms')).toBeInTheDocument();
    expect(screen.getByText('Market Valuation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notice of Sale.pdf' })).toBeInTheDocument();
    expect(screen.queryByText('Judgment Order.pdf')).not.toBeInTheDocument();
    // No deed form before the deed is ready.
    expect(screen.queryByText('How would you like to receive the deed?')).not.toBeInTheDocument();
  });

  it('treats a deposit date before 2000 as no deposit: full outstanding balance', async () => {
    const lot = bidderLot((l) => (l.depositReceivedDate ?? '').startsWith('0001'));
    renderApp(`/account/winning/${lot.id}`);
    expect(await valueOf('Deposit received')).toHaveTextContent('Not received');
    expect(screen.getByTestId('outstanding-balance')).toHaveTextContent(
      formatMoney(lot.winner!.amount + lot.reliefFee, 2),
    );
  });

  it('shows zero outstanding once the full payment is received', async () => {
    const lot = bidderLot((l) => l.status === 'DeedIssued' && l.deedDelivery === 'PickUp');
    renderApp(`/account/winning/${lot.id}`);
    expect(await screen.findByTestId('outstanding-balance')).toHaveTextContent('$0.00');
    expect(screen.getByText(/Paid in full/)).toBeInTheDocument();
    expect(screen.getByTestId('winning-status')).toHaveTextContent('Deed Issued');
    expect(screen.getByTestId('deed-delivery')).toHaveTextContent(
      "Pick up at the auction host's office",
    );
    expect(screen.queryByText('How would you like to receive the deed?')).not.toBeInTheDocument();
  });

  it('shows a clear not-found result for a lot the bidder did not win', async () => {
    const other = wonBy('bidder2')[0];
    renderApp(`/account/winning/${other.id}`);
    expect(await screen.findByText('Winning not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to My Winnings/ })).toHaveAttribute(
      'href',
      '/account/winning',
    );
  });
});

describe('deed delivery', () => {
  it('is chosen once when the deed is ready: another address needs a shipping address', async () => {
    const lot = deedReady();
    renderApp(`/account/winning/${lot.id}`);
    expect(await screen.findByTestId('winning-status')).toHaveTextContent('Deed Ready');
    await screen.findByText('How would you like to receive the deed?');
    fireEvent.click(screen.getByText('Mail to another address'));
    fireEvent.click(screen.getByText('Save deed delivery'));
    expect(await screen.findByText('Please enter the shipping address!')).toBeInTheDocument();
    expect(lot.deedDelivery).toBeNull();
    fireEvent.change(address(), { target: { value: '1 Main St, Peoria, IL 61602' } });
    fireEvent.click(screen.getByText('Save deed delivery'));
    expect(await screen.findByTestId('deed-delivery')).toHaveTextContent('Mail to another address');
    expect(await valueOf('Shipping address')).toHaveTextContent('1 Main St, Peoria, IL 61602');
    expect(screen.queryByText('How would you like to receive the deed?')).not.toBeInTheDocument();
    expect(lot.deedDelivery).toBe('MailToAddress');
    expect(lot.deedShippingAddress).toBe('1 Main St, Peoria, IL 61602');
  });

  it('keeps the choice and the typed address when saving fails', async () => {
    const lot = deedReady();
    addFault({
      match: `/api/bidders/winning/${lot.id}/deeddelivery`,
      status: 400,
      body: { message: 'Deed office is closed today.' },
    });
    renderApp(`/account/winning/${lot.id}`);
    fireEvent.click(await screen.findByText('Mail to another address'));
    fireEvent.change(await findAddress(), { target: { value: '9 Elm St' } });
    fireEvent.click(screen.getByText('Save deed delivery'));
    expect(await screen.findByText('The deed delivery option was not saved.')).toBeInTheDocument();
    expect(screen.getAllByText('Deed office is closed today.').length).toBeGreaterThan(0);
    expect(radio('MailToAddress')).toBeChecked();
    expect(address()).toHaveValue('9 Elm St');
    expect(lot.deedDelivery).toBeNull();
    // The next try goes through.
    fireEvent.click(screen.getByText('Save deed delivery'));
    expect(await screen.findByTestId('deed-delivery')).toHaveTextContent('Mail to another address');
  });

  it('is not offered when the deed is ready but a delivery is already set', async () => {
    const lot = deedReady();
    lot.deedDelivery = 'MailToWinner';
    renderApp(`/account/winning/${lot.id}`);
    expect(await screen.findByTestId('deed-delivery')).toHaveTextContent(
      "Mail to the winner's address",
    );
    expect(screen.queryByText('How would you like to receive the deed?')).not.toBeInTheDocument();
  });
});

describe('spec-shaped answers', () => {
  /** A won lot as spec 1 section 3 gives a Lot (listing): no lotId, winAmount or stoppedTime. */
  const listing = {
    id: 9101,
    auctionId: 3,
    streetLine1: '77 Spec Ave',
    streetLine2: '',
    city: 'Peoria',
    county: 'Peoria',
    stateCode: 'IL',
    zipCode: '61602',
    images: [],
    attributes: [],
    isRegistered: true,
    auctionIsTest: false,
    lotStatus: 'DeedReady',
    isPostponed: false,
    isPinned: false,
    propertyCount: 1,
    openingPrice: 50_000,
    auctionStartTime: '2026-02-02T15:00:00.000Z',
    auctionHostName: 'Spec Auctions',
    auctionHostLogoUrl: '',
    soldTo: 'ThirdPartyBidder',
    winnerName: 'Bailey Brooks',
    winnerBidAmount: 123_456,
    winnerCreatedDate: '2026-02-02T15:45:00.000Z',
    status: 'DeedReady',
  };

  /** Winning details as spec 1 section 3 lists them: no lotId or auctionId. */
  const details = {
    caseFirmName: 'Smith & Lee',
    caseNumber: '2026-CH-77',
    county: 'Peoria',
    caseFileNumber: 'F-77',
    winner: {
      bidAmount: 123_456,
      reliefFee: 0,
      bidBidderFullName: 'Bailey Brooks',
      bidPaddleNumber: 101,
      type: 'Individual',
      phoneNumber: '3125550100',
      address1: '9 Oak St',
      address2: '',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      county: 'Cook',
    },
    winnerCreatedDate: '2026-02-02T15:45:00.000Z',
    requiredDown: 25,
    depositReceivedDate: null,
    paymentReceivedDate: null,
    initialPayment: 30_864,
    remainingPayment: 92_592,
    status: 'DeedReady',
    deedDelivery: null,
    deedShippingAddress: null,
    auctionHost: {
      name: 'Spec Auctions',
      wireInstructionsUrl: '',
      phoneNumber: '',
      supportEmail: '',
    },
    startedTime: '2026-02-02T15:00:00.000Z',
    stoppedTime: '2026-02-02T15:46:00.000Z',
    openingPrice: 50_000,
    numberOfBidders: 2,
    numberOfBids: 4,
    properties: [],
    documents: [],
  };

  it('the list shows the listing’s winner amount, status and win date', async () => {
    server.use(mswHttp.get('*/api/bidders/winning', () => HttpResponse.json([listing])));
    renderApp('/account/winning');
    const card = await screen.findByTestId(`winning-${listing.id}`);
    expect(card).toHaveTextContent(formatMoney(123_456));
    expect(card).toHaveTextContent('Deed Ready');
    expect(card).toHaveTextContent(`Spec Auctions · Won ${formatDate(listing.winnerCreatedDate)}`);
    expect(within(card).getByRole('link', { name: /77 Spec Ave/ })).toHaveAttribute(
      'href',
      `/account/winning/${listing.id}`,
    );
  });

  it('the details page saves the deed delivery for the lot of its address', async () => {
    const saved: string[] = [];
    server.use(
      mswHttp.get('*/api/bidders/winning/:lotId', () => HttpResponse.json(details)),
      mswHttp.put('*/api/bidders/winning/:lotId/deeddelivery', ({ params }) => {
        saved.push(String(params.lotId));
        return HttpResponse.json({ ...details, deedDelivery: 'PickUp' });
      }),
    );
    renderApp(`/account/winning/${listing.id}`);
    expect(await screen.findByRole('heading', { name: `Lot ${listing.id}` })).toBeInTheDocument();
    fireEvent.click(await screen.findByText("Pick up at the auction host's office"));
    fireEvent.click(screen.getByText('Save deed delivery'));
    expect(await screen.findByTestId('deed-delivery')).toHaveTextContent(
      "Pick up at the auction host's office",
    );
    expect(saved).toEqual([String(listing.id)]);
  });
});
