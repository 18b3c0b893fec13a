import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../src/lib/format';

describe('formatFileSize', () => {
  it.each([
    [0, '0 b'],
    [1, '1 b'],
    [512, '512 b'],
    [1023, '1023 b'],
    [1024, '1.0 kb'],
    [12_800, '12.5 kb'],
    [1024 * 1024 - 52, '1023.9 kb'],
    [1024 * 1024 - 1, '1.0 mb'],
    [1024 * 1024, '1.0 mb'],
    [3.2 * 1024 * 1024, '3.2 mb'],
    [250 * 1024 * 1024, '250.0 mb'],
  ])('%d bytes is %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it.each([[-1], [Number.NaN], [null], [undefined]])('%s shows a dash', (bytes) => {
    expect(formatFileSize(bytes)).toBe('—');
  });
});
