import { duplicateConnectionLines, incrementChanged } from '../../../src/live/roomText';
import { openAfter } from '../../../src/features/bidding/room/JoinedPanels';

describe('room words', () => {
  it('words the increment change with dollars', () =>
    expect(incrementChanged(1500)).toBe('Minimum increment changed to $1,500.'));

  it('lists the other device, its system and place, then Just now', () => {
    expect(
      duplicateConnectionLines(
        JSON.stringify({ os: 'Windows', device: 'Desktop', near: 'Oak Park, IL' }),
      ),
    ).toEqual([
      'Your account was opened on another device.',
      'Device: Desktop',
      'Operating system: Windows',
      'Near: Oak Park, IL',
      'Just now',
    ]);
    expect(duplicateConnectionLines(JSON.stringify({ os: 'Android 15', device: 'Pixel' }))[0]).toBe(
      'Your account was opened on a mobile device.',
    );
    expect(duplicateConnectionLines('not json')).toEqual([
      'Your account was opened on another device.',
      'Just now',
    ]);
  });
});

describe('joined-lot panels', () => {
  it('keeps at most two open, the newest ones', () => {
    expect(openAfter([], 1)).toEqual([1]);
    expect(openAfter([1], 2)).toEqual([1, 2]);
    expect(openAfter([1, 2], 3)).toEqual([2, 3]);
    expect(openAfter([1, 2], 1)).toEqual([2, 1]);
  });
});
