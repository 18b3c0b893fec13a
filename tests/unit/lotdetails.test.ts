import { lotAddressPath, slugify } from '../../src/lib/slug';
import { addRecentlyViewed, readRecentlyViewed } from '../../src/lib/recentlyViewed';
import { buildIcs, eventEnd } from '../../src/lib/ics';

describe('slugs', () => {
  it('lowercase, hyphenated, accents and punctuation folded', () => {
    expect(slugify('Prairie State Auctions')).toBe('prairie-state-auctions');
    expect(slugify('  1234 N. Oak St., Apt #4 ')).toBe('1234-n-oak-st-apt-4');
    expect(slugify('Café & Co')).toBe('cafe-co');
    expect(slugify('---')).toBe('');
  });
  it('builds the address link of a lot', () => {
    expect(
      lotAddressPath({
        hostName: 'Lakeshore Judicial Sales',
        address: '12 Elm St, Evanston, IL 60201',
        auctionId: 7,
        lotId: 42,
      }),
    ).toBe('/auctions/lakeshore-judicial-sales/12-elm-st-evanston-il-60201/7/42');
    expect(lotAddressPath({ hostName: '', address: '', auctionId: 1, lotId: 2 })).toBe(
      '/auctions/host/property/1/2',
    );
  });
});

describe('recently viewed', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
    };
  };
  const entry = (lotId: number) => ({
    lotId,
    auctionId: 1,
    auctionHostName: 'Host',
    address: `${lotId} Main St`,
  });
  it('keeps 5, newest first, one entry per lot', () => {
    const s = memory();
    for (const id of [1, 2, 3, 4, 5, 6]) addRecentlyViewed(entry(id), s);
    expect(readRecentlyViewed(s).map((e) => e.lotId)).toEqual([6, 5, 4, 3, 2]);
    addRecentlyViewed(entry(3), s);
    expect(readRecentlyViewed(s).map((e) => e.lotId)).toEqual([3, 6, 5, 4, 2]);
  });
  it('survives garbage in storage', () => {
    const s = memory();
    s.setItem('bidright.recentlyViewed', '{not json');
    expect(readRecentlyViewed(s)).toEqual([]);
    s.setItem('bidright.recentlyViewed', JSON.stringify([{ nope: 1 }, entry(9)]));
    expect(readRecentlyViewed(s).map((e) => e.lotId)).toEqual([9]);
  });
});

describe('calendar file', () => {
  const start = new Date(Date.UTC(2026, 10, 23, 15, 0, 0));
  it('ends an hour after the start when there is no stop time', () => {
    expect(eventEnd(start, null).toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(eventEnd(start, new Date(Date.UTC(2026, 10, 23, 17))).toISOString()).toBe(
      '2026-11-23T17:00:00.000Z',
    );
  });
  it('is a valid VCALENDAR with escaped text and the default title', () => {
    const ics = buildIcs(
      {
        title: '  ',
        start,
        uid: 'lot-42@bidright',
        location: '50 W Washington St, Chicago; Room 2',
      },
      new Date(Date.UTC(2026, 10, 22)),
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20261123T150000Z\r\n');
    expect(ics).toContain('DTEND:20261123T160000Z\r\n');
    expect(ics).toContain('SUMMARY:Auction Day\r\n');
    expect(ics).toContain('LOCATION:50 W Washington St\\, Chicago\\; Room 2\r\n');
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });
});
