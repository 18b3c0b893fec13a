import type { grpc } from '@improbable-eng/grpc-web';
import { PublishReply, PublishRequest, StreamMessage, SubscribeRequest } from './gen/auction';

/** grpc-web method definitions of the auction subscription service (proto/auction.proto). */
const service = { serviceName: 'auction.AuctionSubscription' };

/** Event number given to a frame that could not be decoded; the stream logs and skips it. */
export const MALFORMED_EVENT = 99;

/** Decodes stream frames without throwing: a malformed frame becomes a marked message instead of killing the stream. */
class SafeStreamMessage extends StreamMessage {
  static override deserializeBinary(bytes: Uint8Array): StreamMessage {
    try {
      return StreamMessage.deserializeBinary(bytes);
    } catch (e) {
      return new StreamMessage({
        id: '',
        event: MALFORMED_EVENT as never,
        errorMsg: e instanceof Error ? e.message : String(e),
      });
    }
  }
}

export const Subscribe: grpc.MethodDefinition<SubscribeRequest, StreamMessage> = {
  methodName: 'Subscribe',
  service,
  requestStream: false,
  responseStream: true,
  requestType: SubscribeRequest,
  responseType: SafeStreamMessage,
};

export const Publish: grpc.UnaryMethodDefinition<PublishRequest, PublishReply> = {
  methodName: 'Publish',
  service,
  requestStream: false,
  responseStream: false,
  requestType: PublishRequest,
  responseType: PublishReply,
};
