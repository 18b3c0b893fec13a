import { http } from 'msw';
import { Event, PublishReply, PublishRequest, SubscribeRequest } from '@/live/gen/auction';
import { subscribeRefusal } from '../../live/access';
import { auctionOf } from '../../live/engine';
import {
  frame,
  GRPC_WEB_CONTENT_TYPE,
  headersOnlyError,
  readFrames,
  Status,
} from '../../live/frames';
import { disconnectOtherDevices, openStream, pong, type DeviceInfo } from '../../live/hub';
import { bidderEntry, bidderOfBid, bidsOf, joinsOf, message } from '../../live/messages';
import { caller } from '../../tokens';
import { lotById } from './common';

const SERVICE = '*/auction.AuctionSubscription';
/** Prior bids per BidPrior message. */
const PRIOR_PAGE = 500;

/** The grpc-web AuctionSubscription service: Subscribe (server streaming) and Publish (unary). */
export const liveStreamHandlers = [
  // The live stream: server-streaming Subscribe over grpc-web.
  http.post(`${SERVICE}/Subscribe`, async ({ request }) => {
    const user = caller(request);
    if (!user) return headersOnlyError(Status.UNAUTHENTICATED, 'Invalid token');
    const [payload] = readFrames(new Uint8Array(await request.arrayBuffer()));
    if (!payload) return headersOnlyError(Status.INVALID_ARGUMENT, 'Missing request');
    let req: SubscribeRequest;
    let device: DeviceInfo;
    try {
      req = SubscribeRequest.deserializeBinary(payload);
      device = req.device ? (JSON.parse(req.device) as DeviceInfo) : {};
    } catch {
      return headersOnlyError(Status.INVALID_ARGUMENT, 'Malformed request');
    }
    const refusal = subscribeRefusal(
      user,
      req.role,
      req.lots.map((l) => l.id),
    );
    if (refusal) return headersOnlyError(refusal.status, refusal.message);
    const wanted = req.lots.map((l) => ({ id: l.id, lastBidDate: l.lastBidDate }));
    const { body } = openStream(
      user.id,
      req.role,
      wanted.map((w) => w.id),
      device,
      request.signal,
      (sub) => {
        disconnectOtherDevices(sub);
        for (const w of wanted) {
          const lot = lotById(w.id);
          const auction = lot && auctionOf(lot);
          if (!lot || !auction) {
            sub.lots.delete(w.id);
            continue;
          }
          if (auction.isCancelled || lot.status === 'Cancelled' || lot.status === 'Draft') {
            sub.push(
              message(Event.Error, lot, {
                errorMsg: 'This lot is not available for live bidding.',
              }),
            );
            sub.lots.delete(lot.id);
            continue;
          }
          sub.push(message(Event.Connect, lot, { biddersList: joinsOf(lot.id).map(bidderEntry) }));
          const prior = bidsOf(lot.id).filter(
            (b) => !w.lastBidDate || b.createdDate > w.lastBidDate,
          );
          // Prior bids in pages, as a long auction's history would come.
          for (let i = 0; i < prior.length; i += PRIOR_PAGE)
            sub.push(
              message(Event.BidPrior, lot, {
                priorBids: prior.slice(i, i + PRIOR_PAGE).map(bidderOfBid),
              }),
            );
        }
      },
    );
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': GRPC_WEB_CONTENT_TYPE,
        'Cache-Control': 'no-cache',
        'X-Accel-Buffering': 'no',
      },
    });
  }),

  // Unary Publish: keep-alive pings answered with a Pong on the tab's stream.
  http.post(`${SERVICE}/Publish`, async ({ request }) => {
    if (!caller(request)) return headersOnlyError(Status.UNAUTHENTICATED, 'Invalid token');
    const [payload] = readFrames(new Uint8Array(await request.arrayBuffer()));
    let req: PublishRequest;
    try {
      req = PublishRequest.deserializeBinary(payload ?? new Uint8Array());
    } catch {
      return headersOnlyError(Status.INVALID_ARGUMENT, 'Malformed request');
    }
    if (req.type === 'Ping') pong(req.tabId);
    const reply = frame(new PublishReply({ ok: true }).serializeBinary());
    const end = new TextEncoder().encode('grpc-status:0\r\ngrpc-message:\r\n');
    const trailer = frame(end, 0x80);
    const bytes = new Uint8Array(reply.length + trailer.length);
    bytes.set(reply);
    bytes.set(trailer, reply.length);
    return new Response(bytes, { headers: { 'Content-Type': GRPC_WEB_CONTENT_TYPE } });
  }),
];
