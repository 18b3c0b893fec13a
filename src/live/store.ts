import { eventName, LiveEvent } from './events';
import { ignoreReason, reduceAll, type LiveAction } from './reducer';
import {
  LiveStream,
  type ConnectionStatus,
  type LotFollow,
  type StreamOptions,
  type StreamStop,
} from './stream';
import type { LiveLots, LiveMessage } from './types';

type Listener = () => void;

/**
 * Queued actions are applied by a timer at the latest this long after the first: hidden tabs
 * get no animation frames, and their timers are throttled, so the queue is also bounded.
 */
export const FLUSH_FALLBACK_MS = 250;
/** A queue this long is applied at once, whatever the timers do (a tab hidden for hours). */
export const MAX_QUEUED = 1000;

const hasFrames = () => typeof requestAnimationFrame === 'function';

/**
 * The live store: the followed lots' state, the connection status and one stream.
 * Stream messages are reduced at the end of the task that decoded them (a burst's reducing is
 * spread over its decoding tasks) and the result is published once per animation frame, so a
 * burst of events costs one render and the frame runs only that render; without frames (a hidden
 * tab) a timer publishes them, and a long queue is published at once.
 */
export class LiveStore {
  private state: LiveLots = {};
  /** The queue reduced so far, not yet published (screens read `state`). */
  private pending: LiveLots | null = null;
  private reducing = false;
  private status: ConnectionStatus = 'idle';
  private stop: StreamStop | null = null;
  private queue: LiveAction[] = [];
  private frame: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private listeners = new Set<Listener>();
  private messageListeners = new Set<(m: LiveMessage) => void>();
  readonly stream: LiveStream;

  constructor(
    options: StreamOptions,
    private readonly log: Pick<Console, 'warn'> = console,
  ) {
    this.stream = new LiveStream(
      {
        onMessage: (m) => this.receive(m),
        onStatus: (s) => this.setStatus(s),
        onLost: () => this.dispatch({ type: 'connectionLost' }),
        onStop: (stop) => this.setStop(stop),
      },
      { log: console, ...options },
    );
  }

  getState = (): LiveLots => this.state;
  getStatus = (): ConnectionStatus => this.status;
  /** Why the stream stopped while the status is `stopped`, else null. */
  getStop = (): StreamStop | null => this.stop;

  subscribe = (fn: Listener): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /** Every decoded message, for screens that react to events (winner, kick, disconnect). */
  onMessage(fn: (m: LiveMessage) => void): () => void {
    this.messageListeners.add(fn);
    return () => this.messageListeners.delete(fn);
  }

  follow(lots: LotFollow[]) {
    this.dispatch({ type: 'track', lotIds: lots.map((l) => l.id) });
    this.stream.follow(lots);
  }

  unfollow(lotId: number) {
    this.dispatch({ type: 'removeLot', lotId });
    this.stream.unfollow(lotId);
  }

  /** Opens a stopped stream again (the retry by hand). */
  reconnect() {
    this.stream.reconnect();
  }

  close() {
    this.stream.close();
    this.flush();
    this.queue = [];
    this.pending = null;
    this.state = {};
    this.emit();
  }

  /** Applies queued actions now and publishes them (tests and the end of a burst). */
  flush = () => {
    if (this.frame != null) cancelAnimationFrame(this.frame);
    if (this.timer != null) clearTimeout(this.timer);
    this.frame = null;
    this.timer = null;
    this.reduceQueued();
    const next = this.pending;
    this.pending = null;
    if (next == null || next === this.state) return;
    this.state = next;
    this.emit();
  };

  /** Reduces the queue into the state to publish next. */
  private reduceQueued = () => {
    this.reducing = false;
    if (!this.queue.length) return;
    const actions = this.queue;
    this.queue = [];
    this.pending = reduceAll(this.pending ?? this.state, actions);
  };

  private receive(m: LiveMessage) {
    const reason = ignoreReason(this.pending ?? this.state, m);
    if (reason && m.event !== undefined) {
      // Lots tracked earlier in this task are not reduced yet: check the queue before logging.
      const pendingTrack = this.queue.some(
        (a) => a.type === 'track' && m.lot && a.lotIds.includes(m.lot.id),
      );
      if (!pendingTrack) this.log.warn(`[live] ignored ${eventName(m.event)} (${reason})`);
    }
    this.dispatch({ type: 'message', message: m });
    this.messageListeners.forEach((fn) => fn(m));
    // A duplicate connection ends this device's session: never reconnect over the newer one.
    if (m.event === LiveEvent.Disconnect) this.stream.close();
  }

  private dispatch(action: LiveAction) {
    this.queue.push(action);
    if (this.queue.length >= MAX_QUEUED) return this.flush();
    if (!this.reducing) {
      this.reducing = true;
      queueMicrotask(this.reduceQueued);
    }
    if (this.timer != null) return;
    // The frame paints a burst at once; the timer applies it where frames do not come.
    if (hasFrames() && !(typeof document !== 'undefined' && document.hidden))
      this.frame = requestAnimationFrame(this.flush);
    this.timer = setTimeout(this.flush, hasFrames() ? FLUSH_FALLBACK_MS : 16);
  }

  private setStop(stop: StreamStop | null) {
    if (stop === this.stop) return;
    this.stop = stop;
    this.emit();
  }

  private setStatus(s: ConnectionStatus) {
    if (s === this.status) return;
    this.status = s;
    this.emit();
  }

  private emit() {
    this.listeners.forEach((fn) => fn());
  }
}
