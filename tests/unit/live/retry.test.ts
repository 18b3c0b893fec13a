import { grpc } from '@improbable-eng/grpc-web';
import {
  classifyEnd,
  END_VERDICTS,
  GrpcCode,
  MAX_RECONNECTS,
  nextRetry,
  PRODUCT_BACKOFF,
  reconnectDelay,
  type EndVerdict,
} from '../../../src/live/retry';

const retry: EndVerdict = { do: 'retry', pace: 'normal' };
const slow: EndVerdict = { do: 'retry', pace: 'slow' };
const stop = (reason: 'permission' | 'notFound' | 'refused'): EndVerdict => ({
  do: 'stop',
  reason,
});

describe('what follows the end of a live stream, by gRPC status', () => {
  it.each<[keyof typeof grpc.Code, EndVerdict]>([
    ['OK', retry],
    ['Canceled', retry],
    ['Unknown', retry],
    ['InvalidArgument', stop('refused')],
    ['DeadlineExceeded', retry],
    ['NotFound', stop('notFound')],
    ['AlreadyExists', stop('refused')],
    ['PermissionDenied', stop('permission')],
    ['ResourceExhausted', slow],
    ['FailedPrecondition', stop('refused')],
    ['Aborted', retry],
    ['OutOfRange', stop('refused')],
    ['Unimplemented', stop('refused')],
    ['Internal', retry],
    ['Unavailable', retry],
    ['DataLoss', stop('refused')],
    ['Unauthenticated', { do: 'refresh' }],
  ])('%s: %o', (name, verdict) => {
    // The table's codes are grpc-web's.
    expect(GrpcCode[name as keyof typeof GrpcCode]).toBe(grpc.Code[name]);
    expect(classifyEnd(grpc.Code[name])).toEqual(verdict);
  });

  it('has a verdict for every status grpc-web knows', () => {
    const codes = Object.values(grpc.Code).filter((c): c is number => typeof c === 'number');
    expect(
      Object.keys(END_VERDICTS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(codes.sort((a, b) => a - b));
  });

  it('takes no status, or one it does not know, for a network error: retried', () => {
    for (const code of [null, undefined, -1, 42]) expect(classifyEnd(code)).toEqual(retry);
  });
});

describe('reconnects after failures that can heal', () => {
  const delays = (random: () => number, pace: 'normal' | 'slow' = 'normal') =>
    Array.from({ length: MAX_RECONNECTS }, (_, i) => {
      const step = nextRetry(i + 1, PRODUCT_BACKOFF, { random, pace });
      if (step.do !== 'retry') throw new Error(`stopped after ${i + 1}`);
      return step.delayMs;
    });

  it('waits 1 s, then at most 1.5 s twice, then doubles up to the 30 s ceiling', () => {
    expect(MAX_RECONNECTS).toBe(8);
    expect(delays(() => 1)).toEqual([1000, 1500, 1500, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('jitters each wait between half and all of it', () => {
    expect(delays(() => 0)).toEqual([500, 750, 750, 4000, 8000, 15_000, 15_000, 15_000]);
    expect(delays(() => 0.5)).toEqual([750, 1125, 1125, 6000, 12_000, 22_500, 22_500, 22_500]);
  });

  it('after ResourceExhausted waits five times longer from the start, to the same ceiling', () => {
    expect(delays(() => 1, 'slow')).toEqual([
      5000, 10_000, 20_000, 30_000, 30_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, PRODUCT_BACKOFF, () => 0, 'slow')).toBe(2500);
  });

  it('stops after the last reconnect of a run failed, with the product numbers or fewer', () => {
    expect(nextRetry(MAX_RECONNECTS, PRODUCT_BACKOFF).do).toBe('retry');
    expect(nextRetry(MAX_RECONNECTS + 1, PRODUCT_BACKOFF)).toEqual({
      do: 'stop',
      reason: 'gaveUp',
    });
    expect(nextRetry(3, PRODUCT_BACKOFF, { maxReconnects: 2 })).toEqual({
      do: 'stop',
      reason: 'gaveUp',
    });
  });

  it('gives up within about two minutes of trying at worst', () => {
    const total = delays(() => 1).reduce((a, b) => a + b);
    expect(total).toBe(118_000);
  });
});
