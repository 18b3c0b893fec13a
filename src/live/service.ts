import type { grpc } from '@improbable-eng/grpc-web';
import { decodeStreamMessage } from './decode';
import { PublishReply, PublishRequest, SubscribeRequest } from './gen/auction';
import type { LiveMessage } from './types';

/** grpc-web method definitions of the auction subscription service (proto/auction.proto). */
const service = { serviceName: 'auction.AuctionSubscription' };

/**
 * One frame of the Subscribe stream, decoded straight into the plain message the reducer reads
 * (`decodeStreamMessage`), or the reason it could not be: a malformed frame is logged and skipped
 * by the stream instead of ending it.
 */
export class LiveFrame {
  constructor(
    readonly message: LiveMessage | null = null,
    readonly error = '',
  ) {}

  static deserializeBinary(bytes: Uint8Array): LiveFrame {
    try {
      return new LiveFrame(decodeStreamMessage(bytes), '');
    } catch (e) {
      return new LiveFrame(null, e instanceof Error ? e.message : String(e));
    }
  }

  /** grpc-web's message interface (frames are only ever received). */
  toObject() {
    return { message: this.message, error: this.error };
  }
  serializeBinary(): Uint8Array {
    throw new Error('A stream frame is never sent');
  }
}

export const Subscribe: grpc.MethodDefinition<SubscribeRequest, LiveFrame> = {
  methodName: 'Subscribe',
  service,
  requestStream: false,
  responseStream: true,
  requestType: SubscribeRequest,
  responseType: LiveFrame,
};

export const Publish: grpc.UnaryMethodDefinition<PublishRequest, PublishReply> = {
  methodName: 'Publish',
  service,
  requestStream: false,
  responseStream: false,
  requestType: PublishRequest,
  responseType: PublishReply,
};
