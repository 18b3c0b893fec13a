import { Event, StreamMessage, SubscriberRole } from '../../live/gen/auction';
import { simIso } from '../clock';
import { newId } from '../db';
import { frame, trailers, Status } from './frames';

export interface DeviceInfo {
  os?: string;
  device?: string;
  userDeviceId?: string;
  tabId?: string;
  near?: string;
}

export interface Subscriber {
  id: number;
  userId: number;
  role: SubscriberRole;
  lots: Set<number>;
  device: DeviceInfo;
  push(m: StreamMessage): void;
  end(status?: number, message?: string): void;
  /** Cuts the connection without trailers. */
  drop(): void;
  closed: boolean;
}

/** Fault switches for the stream (under /__sim/). */
export const streamFaults = { delayMs: 0 };

const subscribers = new Set<Subscriber>();

/** Opens a server stream; `onOpen` runs once the subscriber is registered. */
export function openStream(
  userId: number,
  role: SubscriberRole,
  lots: number[],
  device: DeviceInfo,
  signal: AbortSignal,
  onOpen: (s: Subscriber) => void,
) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const sub: Subscriber = {
    id: newId(),
    userId,
    role,
    lots: new Set(lots),
    device,
    closed: false,
    push(m) {
      if (sub.closed) return;
      const bytes = frame(m.serializeBinary());
      const send = () => {
        if (sub.closed) return;
        try {
          controller.enqueue(bytes);
        } catch {
          remove();
        }
      };
      if (streamFaults.delayMs > 0) setTimeout(send, streamFaults.delayMs);
      else send();
    },
    end(status = Status.OK, message = '') {
      if (sub.closed) return;
      try {
        controller.enqueue(trailers(status, message));
        controller.close();
      } catch {
        // already closed by the client
      }
      remove();
    },
    drop() {
      if (sub.closed) return;
      remove();
      try {
        controller.error(new Error('connection dropped'));
      } catch {
        // already gone
      }
    },
  };
  const remove = () => {
    sub.closed = true;
    subscribers.delete(sub);
  };
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      subscribers.add(sub);
      signal.addEventListener('abort', remove);
      queueMicrotask(() => onOpen(sub));
    },
    cancel: remove,
  });
  return { body, sub };
}

export function broadcast(lotId: number, m: StreamMessage) {
  for (const s of subscribers) if (s.lots.has(lotId)) s.push(m);
}

/** Sends to one user's streams that follow a lot (e.g. Kick). */
export function sendToUser(userId: number, lotId: number | null, m: StreamMessage) {
  for (const s of subscribers)
    if (s.userId === userId && (lotId == null || s.lots.has(lotId))) s.push(m);
}

/** A bare event (no lot): Pong, Disconnect. */
export function bareEvent(event: Event, errorMsg = ''): StreamMessage {
  return new StreamMessage({ id: `e${newId()}`, event, errorMsg, serverDateTime: simIso() });
}

/** The same bidder on another device: the older streams get Disconnect and end. */
export function disconnectOtherDevices(sub: Subscriber) {
  if (sub.role !== SubscriberRole.bidder) return;
  for (const s of [...subscribers]) {
    if (s === sub || s.userId !== sub.userId || s.role !== SubscriberRole.bidder) continue;
    if (s.device.userDeviceId && s.device.userDeviceId === sub.device.userDeviceId) continue;
    s.push(
      bareEvent(
        Event.Disconnect,
        JSON.stringify({ os: sub.device.os, device: sub.device.device, near: sub.device.near }),
      ),
    );
    s.end();
  }
}

export function pong(tabId: string) {
  for (const s of subscribers) if (s.device.tabId === tabId) s.push(bareEvent(Event.Pong));
}

export function unfollowForUser(userId: number, lotId: number) {
  for (const s of subscribers) if (s.userId === userId) s.lots.delete(lotId);
}

/** Cuts every open stream without trailers (a dropped connection). */
export function dropAllStreams() {
  for (const s of [...subscribers]) s.drop();
}

/** Sends bytes that are not a valid message to every stream (a malformed frame). */
export function sendMalformed() {
  for (const s of subscribers)
    s.push({
      serializeBinary: () => new Uint8Array([0xff, 0xff, 0xff, 0x0f, 0x08]),
    } as unknown as StreamMessage);
}

export const subscriberCount = () => subscribers.size;

export function resetHub() {
  for (const s of [...subscribers]) s.end(Status.UNAVAILABLE, 'Simulator reset');
  subscribers.clear();
  streamFaults.delayMs = 0;
}
