import { formatAddress } from '../../src/lib/format';

describe('formatAddress', () => {
  it.each([
    [
      'every part',
      {
        streetLine1: '1 Main St',
        streetLine2: 'Unit 2',
        city: 'Chicago',
        stateCode: 'IL',
        zipCode: '60601',
      },
      '1 Main St, Unit 2, Chicago, IL 60601',
    ],
    [
      'no second line',
      {
        streetLine1: '1 Main St',
        streetLine2: '',
        city: 'Chicago',
        stateCode: 'IL',
        zipCode: '60601',
      },
      '1 Main St, Chicago, IL 60601',
    ],
    [
      'a state without a zip',
      { streetLine1: '1 Main St', city: 'Chicago', stateCode: 'IL' },
      '1 Main St, Chicago, IL',
    ],
    [
      'a zip without a state',
      { city: 'Chicago', stateCode: null, zipCode: '60601' },
      'Chicago, 60601',
    ],
    [
      'only the street lines',
      { streetLine1: '1 Main St', streetLine2: 'Unit 2' },
      '1 Main St, Unit 2',
    ],
    ['nothing', {}, ''],
  ])('%s', (_name, parts, text) => expect(formatAddress(parts)).toBe(text));
});
