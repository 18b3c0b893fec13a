import type { grpc } from '@improbable-eng/grpc-web';
import { PublishReply, PublishRequest, StreamMessage, SubscribeRequest } from './gen/auction';

/** grpc-web method definitions of the auction subscription service (proto/auction.proto). */
const service = { serviceName: 'auction.AuctionSubscription' };

export const Subscribe: grpc.MethodDefinition<SubscribeRequest, StreamMessage> = {
  methodName: 'Subscribe',
  service,
  requestStream: false,
  responseStream: true,
  requestType: SubscribeRequest,
  responseType: StreamMessage,
};

export const Publish: grpc.UnaryMethodDefinition<PublishRequest, PublishReply> = {
  methodName: 'Publish',
  service,
  requestStream: false,
  responseStream: false,
  requestType: PublishRequest,
  responseType: PublishReply,
};
