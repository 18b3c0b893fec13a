import { durationText } from '../../src/lib/reports';

describe('the auctions report duration', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h 0 min'],
    [125, '2 h 5 min'],
    [29.6, '30 min'],
    [-3, '0 min'],
  ])('%s minutes read "%s"', (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });
});
