import { formatMoney } from '../lib/format';

/** The bidder room's words, verbatim from spec 1 (sections 4, 5 and 8). */
export const ROOM = {
  kickedTitle: 'Disconnected',
  kickedText: 'The auction host has kicked you out of the auction',
  duplicateTitle: 'Disconnected - Duplicate Connection',
  justNow: 'Just now',
  winner: 'WINNER!',
  winnerDeclared: 'The winner has been declared!',
  pendingWinner: 'Pending Winner ...',
  /** Spec 1 section 8: shown while a lot waits for its winner. */
  pendingWinnerMessage: 'Pending Winner!',
  auctionEnded: 'Auction has ended!',
  ending: 'Auction ending, pending final confirmation!',
  pleaseWait: 'Please wait...',
  startingSoon: 'Auction is starting soon...',
  joinFailed: 'Error occured while joining!',
  refreshPage: 'Please refresh the page and try again!',
  balanceFailed: 'Error occured while refreshing the balance!',
  insufficientBalance: 'Insufficient Balance!',
  selectProfile: '*Please select a purchase profile!',
  notVerifiedTitle: 'Your account is not verified',
  notVerifiedText: 'Please go to the settings page to verify your account!',
  noBids: 'No bids found!',
} as const;

export const incrementChanged = (amount: number) =>
  `Minimum increment changed to ${formatMoney(amount)}.`;

/** The lines of the duplicate-connection dialog, from the Disconnect event's device JSON. */
export function duplicateConnectionLines(errorMsg: string): string[] {
  let d: { os?: string; device?: string; near?: string } = {};
  try {
    const parsed: unknown = JSON.parse(errorMsg);
    if (parsed && typeof parsed === 'object') d = parsed;
  } catch {
    // not JSON: the generic text below
  }
  const mobile = /iphone|ipad|android|mobile/i.test(`${d.device ?? ''} ${d.os ?? ''}`);
  const lines = [
    mobile
      ? 'Your account was opened on a mobile device.'
      : 'Your account was opened on another device.',
  ];
  if (d.device) lines.push(`Device: ${d.device}`);
  if (d.os) lines.push(`Operating system: ${d.os}`);
  if (d.near) lines.push(`Near: ${d.near}`);
  lines.push(ROOM.justNow);
  return lines;
}
