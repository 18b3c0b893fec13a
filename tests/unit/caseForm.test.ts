import { hostLotsRequest, nextHostLotsPage } from '../../src/api/hostLots';
import { cleanStreetLine, duplicateLookup, newCaseBody } from '../../src/lib/caseForm';

describe('Add Case rules', () => {
  it('replaces every slash in street line 1 with a hyphen', () => {
    expect(cleanStreetLine('12/14 Lake St')).toBe('12-14 Lake St');
    expect(cleanStreetLine('1/2/3 Oak Ave')).toBe('1-2-3 Oak Ave');
    expect(cleanStreetLine('500 W Madison')).toBe('500 W Madison');
  });

  it('looks up duplicates only with both a case number and a county', () => {
    expect(duplicateLookup('2026CH1', 'Cook')).toEqual({ caseNumber: '2026CH1', county: 'Cook' });
    expect(duplicateLookup(' 2026CH1 ', ' Cook ')).toEqual({
      caseNumber: '2026CH1',
      county: 'Cook',
    });
    expect(duplicateLookup('2026CH1', '  ')).toBeNull();
    expect(duplicateLookup(undefined, 'Cook')).toBeNull();
    expect(duplicateLookup('', '')).toBeNull();
  });

  it('builds the create body: trimmed, street slashes replaced, no attorney as null, always US', () => {
    expect(
      newCaseBody({
        fileNumber: ' F-1 ',
        clientId: 7,
        caseNumber: ' 2026CH1 ',
        county: ' Cook ',
        streetLine1: ' 12/14 Lake St ',
        city: ' Chicago ',
        stateCode: 'il',
        zipCode: ' 60614 ',
      }),
    ).toEqual({
      fileNumber: 'F-1',
      caseNumber: '2026CH1',
      clientId: 7,
      attorneyId: null,
      county: 'Cook',
      streetLine1: '12-14 Lake St',
      streetLine2: '',
      city: 'Chicago',
      stateCode: 'IL',
      zipCode: '60614',
      countryCode: 'US',
    });
    expect(newCaseBody({ clientId: 7, attorneyId: 9 }).attorneyId).toBe(9);
  });
});

describe('dashboard columns', () => {
  it('asks for one column, 10 a page, completed lots newest first', () => {
    expect(hostLotsRequest('live', 1)).toEqual({
      isLive: true,
      sorter: { field: 'auctionStartTime', order: 'ascend' },
      pagination: { current: 1, pageSize: 10 },
    });
    expect(hostLotsRequest('upcoming', 2)).toMatchObject({
      isUpcoming: true,
      pagination: { current: 2, pageSize: 10 },
    });
    const completed = hostLotsRequest('completed', 3);
    expect(completed).toMatchObject({ isCompleted: true, sorter: { order: 'descend' } });
    expect(completed).not.toHaveProperty('isLive');
  });

  it('has a next page until every lot is loaded', () => {
    const page = (n: number, total: number) => ({ data: Array.from({ length: n }), total });
    expect(nextHostLotsPage([])).toBeUndefined();
    expect(nextHostLotsPage([page(10, 17)])).toBe(2);
    expect(nextHostLotsPage([page(10, 17), page(7, 17)])).toBeUndefined();
    expect(nextHostLotsPage([page(10, 10)])).toBeUndefined();
    expect(nextHostLotsPage([page(0, 0)])).toBeUndefined();
    // Lots removed meanwhile: an empty page ends the list even if the total says more.
    expect(nextHostLotsPage([page(10, 25), page(0, 25)])).toBeUndefined();
  });
});
