import { LotSubscription, SubscribeRequest, SubscriberRole } from '../../src/live/gen/auction';
import { frame } from '../../src/mocks/live/frames';
import { demoToken } from '../demoToken';

interface SubscribeCall {
  role?: SubscriberRole;
  device?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * A grpc-web Subscribe call as `userName` to the simulator's handlers for `lots` (as a bidder
 * with no device unless told): the response as it starts, and the caller's token.
 */
export async function postSubscribe(
  userName: string,
  lots: number[],
  { role = SubscriberRole.bidder, device = {}, signal }: SubscribeCall = {},
) {
  const tok = await demoToken(userName, { deviceId: device.userDeviceId });
  const req = new SubscribeRequest({
    role,
    device: JSON.stringify(device),
    lots: lots.map((id) => new LotSubscription({ id, amount: 0 })),
  });
  const res = await fetch('http://localhost/auction.AuctionSubscription/Subscribe', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${tok.access_token}`,
      'Content-Type': 'application/grpc-web+proto',
    },
    body: frame(req.serializeBinary()) as Uint8Array<ArrayBuffer>,
    signal,
  });
  return { res, tok };
}
