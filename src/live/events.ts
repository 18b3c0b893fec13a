/** The live events, numbered 0-14 in the spec's order (mirrors `Event` in proto/auction.proto). */
export const LiveEvent = {
  Connect: 0,
  BidderJoined: 1,
  BidderLeft: 2,
  LotStarted: 3,
  BidPlaced: 4,
  LotStopped: 5,
  LotStopping: 6,
  StoppingCancelled: 7,
  ChangeAmount: 8,
  Error: 9,
  Disconnect: 10,
  Kick: 11,
  BidPrior: 12,
  Pong: 13,
  BidIncChanged: 14,
} as const;
export type LiveEvent = (typeof LiveEvent)[keyof typeof LiveEvent];

const NAMES = Object.fromEntries(Object.entries(LiveEvent).map(([k, v]) => [v, k])) as Record<
  number,
  string
>;

export const isLiveEvent = (n: unknown): n is LiveEvent => typeof n === 'number' && n in NAMES;
export const eventName = (n: number): string => NAMES[n] ?? `Unknown(${n})`;

/** Amount markers of a join: -1 pre-registers, 0 spectates. */
export const PRE_REGISTER_AMOUNT = -1;
export const SPECTATE_AMOUNT = 0;
