import { distanceM, inAreas, inCircle, inPolygon } from '../../src/lib/geo';
import {
  attributeEditor,
  attributeStep,
  cleanAttributes,
  defaultFilterName,
  filtersFromState,
  searchBeginDate,
  type ExtendedAttribute,
} from '../../src/lib/searchFilters';

describe('area filters', () => {
  const square = [
    { lat: 41.8, lng: -87.8 },
    { lat: 41.8, lng: -87.6 },
    { lat: 42.0, lng: -87.6 },
    { lat: 42.0, lng: -87.8 },
  ];
  it('point in polygon', () => {
    expect(inPolygon({ lat: 41.9, lng: -87.7 }, square)).toBe(true);
    expect(inPolygon({ lat: 42.1, lng: -87.7 }, square)).toBe(false);
    expect(inPolygon({ lat: 41.9, lng: -87.7 }, square.slice(0, 2))).toBe(false);
  });
  it('distance and circles (metres)', () => {
    const chicago = { lat: 41.8781, lng: -87.6298 };
    const evanston = { lat: 42.0451, lng: -87.6877 };
    expect(distanceM(chicago, evanston) / 1000).toBeCloseTo(19.2, 0);
    expect(inCircle(evanston, { ...chicago, radius: 20_000 })).toBe(true);
    expect(inCircle(evanston, { ...chicago, radius: 18_000 })).toBe(false);
  });
  it('no shapes means no area restriction; otherwise any shape admits the point', () => {
    const p = { lat: 41.9, lng: -87.7 };
    expect(inAreas(p, [], [])).toBe(true);
    expect(inAreas(p, [], [{ lat: 0, lng: 0, radius: 10 }])).toBe(false);
    expect(inAreas(p, [square], [{ lat: 0, lng: 0, radius: 10 }])).toBe(true);
  });
});

describe('search filters', () => {
  const attr = (over: Partial<ExtendedAttribute>): ExtendedAttribute => ({
    attributeId: 1,
    attributeName: 'X',
    attributeDisplayName: 'X',
    attributeType: 'TextField',
    searchType: 'Exact',
    optionData: [],
    ...over,
  });
  it('interval attributes and steps', () => {
    expect(
      attributeEditor(attr({ attributeName: 'BedroomCount', attributeType: 'IntField' })),
    ).toBe('interval');
    expect(attributeEditor(attr({ attributeName: 'PropertyClasses' }))).toBe('interval');
    expect(attributeEditor(attr({ attributeType: 'BoolField' }))).toBe('bool');
    expect(attributeEditor(attr({ attributeType: 'DateField' }))).toBe('date');
    expect(attributeEditor(attr({ attributeType: 'TextField' }))).toBe('text');
    expect(attributeEditor(attr({ attributeType: 'DecimalField' }))).toBe('number');
    expect(attributeEditor(attr({ attributeType: 'SelectField' }))).toBe('select');
    expect(attributeStep('BathroomCount')).toBe(0.5);
    expect(attributeStep('SquareFeet')).toBe(0.01);
    expect(attributeStep('HOA')).toBe(0.01);
    expect(attributeStep('BedroomCount')).toBe(1);
  });
  it('drops empty attribute filters and swaps reversed ranges', () => {
    expect(
      cleanAttributes([
        { id: 1 },
        { id: 2, value: '' },
        { id: 3, value: 5, value2: 2 },
        { id: 4, value2: 3 },
        { id: 5, value: false },
      ]),
    ).toEqual([
      { id: 3, value: 2, value2: 5 },
      { id: 4, value2: 3 },
      { id: 5, value: false },
    ]);
  });
  it('saved filters get numbered default names', () => {
    expect(defaultFilterName([])).toBe('Saved filter 1');
    expect(defaultFilterName([{ name: 'Cook' }, { name: 'Saved filter 2' }])).toBe(
      'Saved filter 3',
    );
    expect(defaultFilterName([{ name: 'Saved filter 2' }])).toBe('Saved filter 3');
  });
  it('reads filter state from the router, ignoring anything else', () => {
    expect(
      filtersFromState({ showPinned: true, showLive: 'yes', beginDate: '2026-11-22', other: 1 }),
    ).toEqual({ showPinned: true, beginDate: '2026-11-22' });
    expect(filtersFromState(null)).toEqual({});
  });
});

describe('include completed', () => {
  it('begins the search at 2000-01-01 when ticked, else at the chosen begin date', () => {
    const chosen = '2026-01-05T06:00:00.000Z';
    expect(searchBeginDate({ beginDate: chosen, includeCompleted: true })).toBe('2000-01-01');
    expect(searchBeginDate({ beginDate: null, includeCompleted: true })).toBe('2000-01-01');
    expect(searchBeginDate({ beginDate: chosen, includeCompleted: false })).toBe(chosen);
    expect(searchBeginDate({ beginDate: null, includeCompleted: false })).toBeNull();
  });

  it('arrives as router state like the other flags', () => {
    expect(filtersFromState({ includeCompleted: true })).toEqual({ includeCompleted: true });
  });
});
