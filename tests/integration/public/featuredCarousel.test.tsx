import { screen, waitFor, within } from '@testing-library/react';
import { advanceSimTime } from '../../../src/mocks/clock';
import { db } from '../../../src/mocks/db';
import { primaryPropertyOf } from '../../../src/mocks/views/caseViews';
import { renderApp } from '../../render';
import { callAs } from '../../simApi';

const LOAD = { timeout: 10_000 };

/** Lots the home carousel may show (listed, upcoming) with a photo. */
const showable = () =>
  db.lots.filter(
    (l) =>
      l.status === 'Listed' &&
      !l.stoppedTime &&
      l.auctionId !== null &&
      (primaryPropertyOf(l.id)?.images.length ?? 0) > 0,
  );

describe('home carousel', () => {
  it('leads with the lot an admin has just marked featured', async () => {
    const candidates = showable().filter((l) => !l.isFeatured);
    const lot = candidates[candidates.length - 1];
    advanceSimTime(60_000);
    expect((await callAs('admin', 'PUT', `/api/lots/${lot.id}/markasfeatured/false`)).status).toBe(
      200,
    );
    const street = primaryPropertyOf(lot.id)!.address.streetLine1;
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'Featured properties' }, LOAD);
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(street));
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(1);
  });
});
