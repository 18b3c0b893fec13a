/**
 * Rules of the live auction screens (spec 3 section 2.1): which lot to show, the
 * lot badge, and what the TV view says after a lot stops.
 */
export interface LiveAuctionLot {
  id: number;
  lotNumber: number;
  lotStatus: string;
  isOpen: boolean;
  startedTime: string | null;
  stoppedTime: string | null;
}

export type LotChoice =
  | { kind: 'lot'; lotId: number }
  /** No lots, or a Draft among them: back to the auction details with a warning. */
  | { kind: 'notReady' }
  /** No listed lot remains. */
  | { kind: 'completed' };

const isListed = (l: LiveAuctionLot) => l.lotStatus === 'Listed';
const isOpenListed = (l: LiveAuctionLot) => isListed(l) && Boolean(l.startedTime) && !l.stoppedTime;

/** The lot to show: the requested one when it is there, else the first open listed lot, else the first listed. */
export function chooseLot(lots: readonly LiveAuctionLot[], requested?: number | null): LotChoice {
  if (!lots.length || lots.some((l) => l.lotStatus === 'Draft')) return { kind: 'notReady' };
  if (requested != null && lots.some((l) => l.id === requested && l.lotStatus !== 'Draft'))
    return { kind: 'lot', lotId: requested };
  const listed = lots.filter(isListed);
  if (!listed.length) return { kind: 'completed' };
  return { kind: 'lot', lotId: (listed.find(isOpenListed) ?? listed[0]).id };
}

export type LotBadge = 'LIVE' | 'PENDING' | 'DRAFT' | 'Canceled' | 'SOLD';

/** Listed and open: LIVE; listed, not open: PENDING; Draft: DRAFT; Cancelled: Canceled; anything else: SOLD. */
export function lotBadge(status: string, isOpen: boolean): LotBadge {
  if (status === 'Listed') return isOpen ? 'LIVE' : 'PENDING';
  if (status === 'Draft') return 'DRAFT';
  if (status === 'Cancelled') return 'Canceled';
  return 'SOLD';
}

/** After a lot stops: SOLD TO the winner's paddle, or Plaintiff with no winner or no bids. */
export function soldTo(winnerPaddle: number | null | undefined, bidCount: number): string {
  return winnerPaddle && bidCount > 0 ? `SOLD TO ${winnerPaddle}` : 'Plaintiff';
}

/** The TV view and the winner modal move to the next lot after this long. */
export const NEXT_LOT_SECONDS = 15;

/** Modes of /auctions/{auctionId}/{mode}: the TV view answers to room and presenter. */
export const isTvMode = (mode: string | undefined) => mode === 'room' || mode === 'presenter';
