import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHOWN_BIDS } from '../../../src/components/LiveBidRows';
import { LiveBidList, ROOM_SHOWN_BIDS } from '../../../src/features/bidding/room/LiveBidList';
import type { RoomBid } from '../../../src/live/lotView';

/** Bids `from`..`to` of a lot, newest first, every third one by paddle 7. */
const bidsOf = (to: number, from = 1): RoomBid[] =>
  Array.from({ length: to - from + 1 }, (_, i) => {
    const n = to - i;
    return {
      id: n,
      amount: 10_000 + n * 500,
      paddleNumber: n % 3 === 0 ? 7 : 100 + n,
      createdDate: '2026-11-27T18:00:00Z',
    };
  });

const rows = () => within(screen.getByRole('list', { name: 'Bids' })).getAllByRole('listitem');
const paddleOf = (row: HTMLElement) => row.querySelector('span')!.textContent;

describe('live bid list', () => {
  it('shows the newest bids first as they arrive, each row marked for the bid it now holds', () => {
    const { rerender } = render(<LiveBidList bids={bidsOf(2)} myPaddle={7} />);
    expect(rows().map(paddleOf)).toEqual(['Paddle 102', 'Paddle 101']);
    expect(rows().some((row) => row.classList.contains('mine'))).toBe(false);

    // Bid 3 (paddle 7, the user's) arrives: every row takes the bid at its place.
    rerender(<LiveBidList bids={bidsOf(3)} myPaddle={7} />);
    expect(rows().map(paddleOf)).toEqual(['Paddle 7 (you)', 'Paddle 102', 'Paddle 101']);
    expect(rows()[0]).toHaveClass('mine');
    expect(rows()[0]).toHaveTextContent('$11,500');
    expect(rows()[1]).not.toHaveClass('mine');

    // A burst: the user's bid moves down, its mark with it.
    rerender(<LiveBidList bids={bidsOf(5)} myPaddle={7} />);
    expect(rows().map(paddleOf)).toEqual([
      'Paddle 105',
      'Paddle 104',
      'Paddle 7 (you)',
      'Paddle 102',
      'Paddle 101',
    ]);
    expect(rows().map((row) => row.classList.contains('mine'))).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
  });

  it(`lists the newest ${ROOM_SHOWN_BIDS} of thousands, says how many there are, and up to ${SHOWN_BIDS} on request`, async () => {
    const user = userEvent.setup();
    const { rerender } = render(<LiveBidList bids={bidsOf(ROOM_SHOWN_BIDS)} />);
    expect(rows()).toHaveLength(ROOM_SHOWN_BIDS);
    expect(screen.queryByRole('button', { name: 'Show older bids' })).not.toBeInTheDocument();

    rerender(<LiveBidList bids={bidsOf(61)} />);
    expect(rows()).toHaveLength(ROOM_SHOWN_BIDS);
    expect(paddleOf(rows()[0])).toBe('Paddle 161');
    expect(screen.getByText('Showing the newest 15 of 61 bids.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show older bids' }));
    expect(rows()).toHaveLength(SHOWN_BIDS);
    expect(screen.getByRole('button', { name: 'Show fewer bids' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The list stays long as bids arrive.
    rerender(<LiveBidList bids={bidsOf(5000)} />);
    expect(rows()).toHaveLength(SHOWN_BIDS);
    expect(paddleOf(rows()[0])).toBe('Paddle 5100');
    expect(paddleOf(rows()[SHOWN_BIDS - 1])).toBe('Paddle 5051');
    expect(screen.getByText('Showing the newest 50 of 5,000 bids.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show fewer bids' }));
    expect(rows()).toHaveLength(ROOM_SHOWN_BIDS);
    expect(screen.getByText('Showing the newest 15 of 5,000 bids.')).toBeInTheDocument();
  });

  it('can show fewer again when every bid fits the longer list', async () => {
    const user = userEvent.setup();
    render(<LiveBidList bids={bidsOf(20)} />);
    await user.click(screen.getByRole('button', { name: 'Show older bids' }));
    expect(rows()).toHaveLength(20);
    expect(screen.queryByText(/Showing the newest/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show fewer bids' }));
    expect(rows()).toHaveLength(ROOM_SHOWN_BIDS);
  });
});
