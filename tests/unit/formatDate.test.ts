import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

vi.mock('dayjs', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof dayjs }>()).default;
  return { default: vi.fn(real) };
});

const { DATE_CACHE_SIZE, formatDate, formatDateTime, formatLotDate } =
  await import('../../src/lib/format');

const PATTERNS = [
  [formatDateTime, 'MM/DD/YYYY h:mm A'],
  [formatDate, 'MM/DD/YYYY'],
  [formatLotDate, 'hh:mm A, dddd, MMM DD YYYY'],
] as const;

/** Server date texts, with and without milliseconds and offsets. */
const dateTexts = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
  .chain((d) =>
    fc.constantFrom(
      d.toISOString(),
      d.toISOString().replace(/\.\d{3}Z$/, ''),
      d.toISOString().slice(0, 10),
    ),
  );

describe('date formats', () => {
  it('write what dayjs writes, past the number of texts they remember', () => {
    for (const [format, pattern] of PATTERNS)
      fc.assert(
        fc.property(
          fc.array(dateTexts, { minLength: DATE_CACHE_SIZE + 1, maxLength: DATE_CACHE_SIZE * 2 }),
          (texts) => {
            // Each text twice: once new, once remembered (or forgotten when the memory started again).
            for (const t of [...texts, ...texts]) expect(format(t)).toBe(dayjs(t).format(pattern));
          },
        ),
        { numRuns: 3 },
      );
  });

  it('format a date text once however often it is shown', () => {
    // Every dayjs date shares one prototype: its format is what each formatting costs.
    const format = vi.spyOn(Object.getPrototypeOf(dayjs()) as dayjs.Dayjs, 'format');
    try {
      for (let i = 0; i < 50; i++) formatDateTime('2026-11-28T14:05:06.789Z');
      expect(format).toHaveBeenCalledTimes(1);
      for (let i = 0; i < 50; i++) formatDateTime('2026-11-28T14:05:07.123Z');
      expect(format).toHaveBeenCalledTimes(2);
    } finally {
      format.mockRestore();
    }
  });

  it('show a dash for no date, and format dates given as numbers and Date objects', () => {
    for (const [format, pattern] of PATTERNS) {
      expect(format(null)).toBe('—');
      expect(format(undefined)).toBe('—');
      expect(format('')).toBe('—');
      const d = new Date('2026-03-04T05:06:00Z');
      expect(format(d)).toBe(dayjs(d).format(pattern));
      expect(format(d.getTime())).toBe(dayjs(d).format(pattern));
    }
  });
});
