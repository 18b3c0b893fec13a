/**
 * The case screens read the spec's shapes (spec 2 section 3): the firm's name as `firmName` or
 * `caseFirmName`, the winner as `bidBidderFullName or name` and `bidAmount or amount`, and the
 * featured lot entries as `id, isAdmin, lot`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { caseDetailView, caseRowView } from '../../../src/mocks/views/caseViews';
import { renderApp } from '../../render';
import { userNamed } from '../../simApi';
import {
  addProperty,
  caseOf,
  countCalls,
  findModal,
  FIRST,
  hostId,
  inCard,
  lotOf,
  openCase,
  setUpCaseLots,
  soldLot,
  upcomingAuction,
} from './caseLotsFixtures';

setUpCaseLots();

describe('case screens read both spellings the spec gives', () => {
  it('shows the client of a case row sent with caseFirmName only', async () => {
    const kase = caseOf();
    const { firmName, ...row } = caseRowView(kase);
    server.use(
      mswHttp.post('*/api/cases/list', () =>
        HttpResponse.json({
          data: [{ ...row, caseFirmName: `${firmName} (court name)` }],
          total: 1,
        }),
      ),
    );
    renderApp('/cases');
    expect(
      await screen.findByText(`${firmName} (court name)`, undefined, FIRST),
    ).toBeInTheDocument();
  });

  it('shows the winner of a lot sent as name and amount', async () => {
    const kase = caseOf();
    const { lot } = soldLot(kase);
    const view = caseDetailView(kase, userNamed('auctioneer'));
    const name = 'Roe Holdings LLC';
    const amount = 123_457;
    const lots = view.lots.map((l) => {
      if (!l.winner) return l;
      const { bidBidderFullName: _, bidAmount: __, ...winner } = l.winner;
      return { ...l, winner: { ...winner, name, amount } };
    });
    server.use(mswHttp.get(`*/api/cases/${kase.id}`, () => HttpResponse.json({ ...view, lots })));
    await openCase(kase);
    expect(await inCard(lot.id).findByText(name)).toBeInTheDocument();
    expect(inCard(lot.id).getByText('$123,457')).toBeInTheDocument();
  });
});

describe('featured lot entries (id, isAdmin, lot)', () => {
  it('does not ask to replace when the only featured entry is the lot itself', async () => {
    for (const l of db.lots)
      if (db.cases.find((c) => c.id === l.caseId)?.companyId === hostId()) l.isFeatured = false;
    const kase = caseOf();
    const lot = lotOf(kase, { auctionId: upcomingAuction().id, lotNumber: 1, status: 'Listed' });
    addProperty(lot);
    // Marked meanwhile elsewhere: the company's list already holds this very lot.
    server.use(
      mswHttp.get('*/api/auctioneers/featuredlot', () =>
        HttpResponse.json([
          {
            id: 900,
            isAdmin: false,
            lot: { id: lot.id, caseId: kase.id, streetLine1: '1 Main St', city: 'Chicago' },
          },
        ]),
      ),
    );
    const calls = countCalls('PUT', /markasfeatured\/false$/);
    const { user } = await openCase(kase);

    await user.click(inCard(lot.id).getByRole('button', { name: 'Mark as Featured' }));
    const confirm = await findModal('Are you sure to mark the lot as featured?');
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Successfully marked as featured!')).toBeInTheDocument();
    await waitFor(() => expect(calls.n).toBe(1));
    expect(
      screen.queryByText('Featured lot found under your account! Would you like to replace?'),
    ).toBeNull();
  });
});
