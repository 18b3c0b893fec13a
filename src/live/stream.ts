import { grpc } from '@improbable-eng/grpc-web';
import { env } from '../lib/env';
import { getAccessExpiry, getAccessToken, getRefreshToken } from '../lib/session';
import { syncClockFromStream } from './clock';
import { deviceInfo } from './device';
import {
  LotSubscription,
  ParticipationType,
  PublishRequest,
  SubscribeRequest,
  SubscriberRole,
} from './gen/auction';
import { yieldingTransport } from './yieldingTransport';
import { type LiveFrame, Publish, Subscribe } from './service';
import {
  classifyEnd,
  MAX_RECONNECTS,
  nextRetry,
  PRODUCT_BACKOFF,
  type Backoff,
  type StopReason,
} from './retry';
import { ensureAccessToken, refreshDue, type TokenCheck } from './streamAuth';
import type { LiveMessage } from './types';

export type ConnectionStatus =
  | 'idle'
  | 'connecting'
  | 'connected'
  | 'reconnecting'
  | 'offline'
  /** Not reconnecting: the server refused the stream, or every reconnect of a run failed. */
  | 'stopped';
export type SubscriberRoleName = 'bidder' | 'auctioneer' | 'presenter';

export interface LotFollow {
  id: number;
  /** Locked amount: -1 pre-registered, 0 spectating. */
  amount: number;
  lastBidDate?: string | null;
  type?: 'online' | 'in-person';
  /** The lot's auction, for the cache refreshes its events cause (not sent to the server). */
  auctionId?: number;
}

export interface StreamHandlers {
  onMessage(m: LiveMessage): void;
  onStatus(s: ConnectionStatus): void;
  /** The stream was lost: the live state must be cleared before the reconnect refills it. */
  onLost(): void;
  /** Why the stream stopped (status `stopped`); null once it is opened again. */
  onStop(stop: StreamStop | null): void;
}

/** Why a stream stopped: the reason, and the status and message it ended with (null: none). */
export interface StreamStop {
  reason: StopReason;
  code: number | null;
  message: string;
}

export interface StreamOptions {
  role: SubscriberRoleName;
  host?: string;
  transport?: grpc.TransportFactory;
  /** Reconnect delays: base and cap in ms (exponential with jitter). */
  backoff?: Backoff;
  /** Reconnects in a row without a message, after which the stream stops (see MAX_RECONNECTS). */
  maxReconnects?: number;
  random?: () => number;
  log?: Pick<Console, 'info' | 'warn'>;
  /** Keep-alive ping period in ms (0 = none). */
  pingMs?: number;
  /** Gets an access token before a (re)connect; `force` after the server refused the current one. */
  auth?: (force: boolean) => Promise<TokenCheck>;
  /** How often an open stream checks that its access token is still there (0 = never). */
  tokenCheckMs?: number;
}

const ROLE: Record<SubscriberRoleName, SubscriberRole> = {
  bidder: SubscriberRole.bidder,
  auctioneer: SubscriberRole.auctioneer,
  presenter: SubscriberRole.presenter,
};

let defaultTransport: grpc.TransportFactory | undefined;

/** The transport streams use when none is given (tests install one that suits jsdom). */
export function setDefaultTransport(t: grpc.TransportFactory | undefined) {
  defaultTransport = t;
}

let defaultBackoff = PRODUCT_BACKOFF;

/** Reconnect delays streams use when none are given (tests shorten them; undefined restores). */
export function setDefaultBackoff(b: Backoff | undefined) {
  defaultBackoff = b ?? PRODUCT_BACKOFF;
}

/** While a stream is open, its access token is checked (and refreshed when gone) this often. */
const TOKEN_CHECK_MS = 5000;

/**
 * One grpc-web Subscribe stream for a set of lots. What follows an end depends on its status
 * (`classifyEnd`): one that can heal reconnects with backoff, at most `maxReconnects` times in a
 * row without a message, then the stream stops and can be retried by hand (`reconnect`); one that
 * cannot (PermissionDenied, NotFound, InvalidArgument, ...) stops at once. Before each connect a
 * missing access token is refreshed, and a stream the server ended as Unauthenticated is
 * refreshed and reconnected once. Only when the refresh itself is refused does it log that the
 * token expired and go offline. While open it refreshes a token that has expired, so a later
 * reconnect finds one.
 * Changing the followed lots reopens the stream (a server stream cannot change its request).
 */
export class LiveStream {
  private lots = new Map<number, LotFollow>();
  private call: grpc.Request | null = null;
  /** Ends in a row without a message in between (a message resets it). */
  private failures = 0;
  /** The server refused the stream or the reconnects gave up: not reopened for the same lots. */
  private halted = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private ping: ReturnType<typeof setInterval> | null = null;
  private tokenWatch: ReturnType<typeof setInterval> | null = null;
  /** The server refused the token of the last connect: refresh before the next one. */
  private forceRefresh = false;
  /** A refresh-and-reconnect after Unauthenticated was tried and no message came since. */
  private authRetried = false;
  private stopped = true;
  private generation = 0;
  private tabId = '';
  private readonly opts: Required<Omit<StreamOptions, 'transport'>> & {
    transport?: grpc.TransportFactory;
  };

  constructor(
    private readonly handlers: StreamHandlers,
    options: StreamOptions,
  ) {
    this.opts = {
      host: env.grpcUrl || (typeof location !== 'undefined' ? location.origin : ''),
      backoff: defaultBackoff,
      random: Math.random,
      log: console,
      pingMs: 30_000,
      auth: ensureAccessToken,
      tokenCheckMs: TOKEN_CHECK_MS,
      maxReconnects: MAX_RECONNECTS,
      ...options,
      transport: yieldingTransport(options.transport ?? defaultTransport),
    };
  }

  get following(): number[] {
    return [...this.lots.keys()];
  }

  /** Sets the followed lots; reopens the stream when they changed. An empty set closes it. */
  follow(lots: LotFollow[]) {
    const next = new Map(lots.map((l) => [l.id, l]));
    const same =
      next.size === this.lots.size &&
      [...next].every(
        ([id, l]) => this.lots.get(id)?.amount === l.amount && this.lots.get(id)?.type === l.type,
      );
    this.lots = next;
    if (same && !this.stopped) return;
    if (!next.size) return this.close();
    // A new set of lots (or a closed stream opened again) starts a new run of reconnects.
    if (this.stopped || this.halted) this.failures = 0;
    this.stopped = false;
    this.resume();
    this.watchToken();
    void this.open();
  }

  /** Stops following one lot (unsubscribed lots are excluded from every later subscription). */
  unfollow(lotId: number) {
    if (!this.lots.has(lotId)) return;
    const rest = [...this.lots.values()].filter((l) => l.id !== lotId);
    this.follow(rest);
  }

  close() {
    this.stopped = true;
    this.detach();
    this.resume();
    this.handlers.onStatus('idle');
  }

  /** Opens a stopped stream again by hand: a new run of reconnects for the same lots. */
  reconnect() {
    if (!this.lots.size) return;
    this.failures = 0;
    this.authRetried = false;
    this.stopped = false;
    this.resume();
    this.watchToken();
    void this.open();
  }

  /** Forgets why the stream stopped, as it is opened again or closed. */
  private resume() {
    if (!this.halted) return;
    this.halted = false;
    this.handlers.onStop(null);
  }

  /** Sends a keep-alive ping; the server answers with a Pong event on this tab's stream. */
  sendPing() {
    if (!this.call) return;
    grpc.unary(Publish, {
      host: this.opts.host,
      request: new PublishRequest({ type: 'Ping', tabId: this.tabId, lotIds: this.following }),
      metadata: this.metadata(),
      transport: this.opts.transport,
      onEnd: (res) => {
        if (res.status !== grpc.Code.OK)
          this.opts.log.warn(`[live] ping failed: ${res.status} ${res.statusMessage}`);
      },
    });
  }

  private metadata(): grpc.Metadata.ConstructorArg {
    const token = getAccessToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  private clearTimers() {
    if (this.timer) clearTimeout(this.timer);
    if (this.ping) clearInterval(this.ping);
    this.timer = null;
    this.ping = null;
  }

  /** Lets go of the call, its timers and the token watch; answers still in flight are ignored. */
  private detach() {
    this.generation++;
    this.clearTimers();
    if (this.tokenWatch) clearInterval(this.tokenWatch);
    this.tokenWatch = null;
    this.call?.close();
    this.call = null;
  }

  private async open() {
    const gen = ++this.generation;
    this.clearTimers();
    this.call?.close();
    this.call = null;
    this.handlers.onStatus(this.failures ? 'reconnecting' : 'connecting');
    const force = this.forceRefresh;
    this.forceRefresh = false;
    const [device, token] = await Promise.all([
      deviceInfo().catch(() => null),
      this.opts.auth(force),
    ]);
    if (gen !== this.generation || this.stopped) return;
    if (token === 'refused') return this.expired();
    if (token === 'failed') return this.retry();
    this.tabId = device?.tabId ?? '';
    const request = new SubscribeRequest({
      role: ROLE[this.opts.role],
      device: JSON.stringify(device ?? {}),
      lots: [...this.lots.values()].map(
        (l) =>
          new LotSubscription({
            id: l.id,
            amount: l.amount,
            lastBidDate: l.lastBidDate ?? '',
            type: l.type === 'in-person' ? ParticipationType.inPerson : ParticipationType.online,
          }),
      ),
    });
    this.call = grpc.invoke(Subscribe, {
      host: this.opts.host,
      request,
      metadata: this.metadata(),
      transport: this.opts.transport,
      onHeaders: () => {
        if (gen === this.generation) this.handlers.onStatus('connected');
      },
      onMessage: (frame: LiveFrame) => {
        if (gen !== this.generation) return;
        this.failures = 0;
        this.authRetried = false;
        const { message } = frame;
        if (!message) {
          this.opts.log.warn(`[live] malformed frame ignored: ${frame.error}`);
          return;
        }
        if (message.serverDateTime)
          syncClockFromStream(message.serverDateTime, Date.now(), this.opts.log);
        this.handlers.onMessage(message);
      },
      onEnd: (code, text) => {
        if (gen !== this.generation) return;
        this.call = null;
        if (code !== grpc.Code.OK)
          this.opts.log.warn(`[live] stream ended with status ${code}: ${text}`);
        const verdict = classifyEnd(code);
        if (verdict.do === 'refresh') {
          // Refresh and reconnect once; a second refusal in a row means the session is over.
          if (this.authRetried) return this.lostFor(() => this.expired());
          this.authRetried = true;
          this.forceRefresh = true;
          return this.lostFor(() => void this.open());
        }
        if (verdict.do === 'stop')
          return this.lostFor(() => this.halt({ reason: verdict.reason, code, message: text }));
        this.lostFor(() => this.retry(verdict.pace, { code, message: text }));
      },
    });
    if (this.opts.pingMs > 0) this.ping = setInterval(() => this.sendPing(), this.opts.pingMs);
  }

  /** The stream is gone: clears the live state, then does `next` unless the stream was closed. */
  private lostFor(next: () => void) {
    this.clearTimers();
    this.handlers.onLost();
    if (!this.stopped) next();
  }

  /**
   * Reconnects after a backoff delay (the first attempts capped, so a drop recovers fast), or
   * stops when this failure is one more than the reconnects allowed in a row.
   */
  private retry(
    pace: 'normal' | 'slow' = 'normal',
    end: { code: number | null; message: string } = { code: null, message: '' },
  ) {
    if (!getAccessToken() && !getRefreshToken()) return this.expired();
    const step = nextRetry(++this.failures, this.opts.backoff, {
      pace,
      random: this.opts.random,
      maxReconnects: this.opts.maxReconnects,
    });
    if (step.do === 'stop') return this.halt({ reason: step.reason, ...end });
    this.handlers.onStatus('reconnecting');
    this.timer = setTimeout(() => void this.open(), step.delayMs);
  }

  /** Not reconnecting: tells why, until the lots change, the stream is closed or `reconnect`. */
  private halt(stop: StreamStop) {
    this.detach();
    this.halted = true;
    this.opts.log.info(`[live] not reconnecting (${stop.reason}): ${stop.code} ${stop.message}`);
    this.handlers.onStop(stop);
    this.handlers.onStatus('stopped');
  }

  /** The session cannot be refreshed: the token-expired note, and offline until signed in again. */
  private expired() {
    this.clearTimers();
    this.call?.close();
    this.call = null;
    this.opts.log.info('[live] access token expired; not reconnecting');
    this.handlers.onStatus('offline');
  }

  /** While the stream is wanted, refreshes an access token that expired, before a drop needs it. */
  private watchToken() {
    if (this.tokenWatch || this.opts.tokenCheckMs <= 0) return;
    this.tokenWatch = setInterval(() => {
      if (!this.call || !getRefreshToken()) return;
      // Ahead of expiry while the view is open; at once when the access cookie is gone.
      const ahead = Boolean(getAccessToken()) && refreshDue(getAccessExpiry(), Date.now());
      if (getAccessToken() && !ahead) return;
      const gen = this.generation;
      void this.opts.auth(ahead).then((token) => {
        if (token === 'refused' && gen === this.generation && !this.stopped) this.expired();
      });
    }, this.opts.tokenCheckMs);
  }
}
