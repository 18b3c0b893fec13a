import { liveBiddingHandlers } from './bidding';
import { liveControlHandlers } from './control';
import { liveStreamHandlers } from './stream';

export const liveHandlers = [...liveStreamHandlers, ...liveBiddingHandlers, ...liveControlHandlers];
