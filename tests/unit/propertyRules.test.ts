import {
  addressPayload,
  ATTRIBUTE_DEBOUNCE_MS,
  attributeCap,
  attributePayload,
  canDeleteProperty,
  cappedViolations,
  capMax,
  deletePropertyLabel,
  exceedsCap,
  fieldsFromSuggestion,
  integerDigits,
  isMainForNewPhoto,
  keyFitsCap,
  normaliseStreetLine1,
  OTHER_OPTION,
  photoDescriptionError,
  PHOTO_DESCRIPTION_REQUIRED,
  valuesFromSaved,
  withOtherOption,
  withOtherValue,
  type AttributeDef,
} from '../../src/lib/propertyRules';

describe('street line 1', () => {
  it.each([
    ['12/14 Main St', '12-14 Main St'],
    ['1/2/3 Oak', '1-2-3 Oak'],
    ['100 Elm Ave', '100 Elm Ave'],
    ['', ''],
  ])('%s is stored as %s', (typed, stored) => expect(normaliseStreetLine1(typed)).toBe(stored));

  it('builds the address body: trimmed, slashes replaced, empty optional parts null, always US', () => {
    expect(
      addressPayload({
        streetLine1: ' 5/7 Lake St ',
        streetLine2: '  ',
        city: ' Evanston ',
        county: '',
        stateCode: 'IL',
        zipCode: ' 60201 ',
      }),
    ).toEqual({
      streetLine1: '5-7 Lake St',
      streetLine2: null,
      city: 'Evanston',
      county: null,
      stateCode: 'IL',
      zipCode: '60201',
      latitude: null,
      longitude: null,
      countryCode: 'US',
    });
  });

  it('fills the address and coordinates from a suggestion', () => {
    expect(
      fieldsFromSuggestion({
        streetLine1: '1 A St',
        city: 'Peoria',
        county: 'Peoria',
        stateCode: 'IL',
        zipCode: '61602',
        latitude: 40.7,
        longitude: -89.6,
      }),
    ).toMatchObject({ streetLine1: '1 A St', latitude: 40.7, longitude: -89.6, county: 'Peoria' });
  });
});

describe('the 8-digit cap of numeric attributes', () => {
  it.each([
    ['BedroomCount', 'IntField', 8],
    ['SquareFeet', 'DecimalField', 8],
    ['LotSize', 'DecimalField', 8],
    ['MarketValuationValue', 'DecimalField', null],
    ['MarketValuation', 'IntField', null],
    ['HOA', 'DecimalField', null],
    ['HOAFee', 'IntField', null],
    ['Notes', 'TextField', null],
    ['PropertyType', 'DropdownField', null],
    ['HasPool', 'BoolField', null],
  ])('%s (%s) is capped at %s digits', (attributeName, attributeType, cap) =>
    expect(attributeCap({ attributeName, attributeType })).toBe(cap),
  );

  it.each([
    ['12345678', 8],
    ['123456789', 9],
    ['12345678.99', 8],
    ['-1234', 4],
    ['000123', 3],
    ['0', 1],
    [99_999_999, 8],
  ])('%s has %d integer digits', (value, n) => expect(integerDigits(value)).toBe(n));

  it('gives the largest value of a cap', () => expect(capMax(8)).toBe(99_999_999));

  const beds = { attributeName: 'BedroomCount', attributeType: 'IntField' };
  const value = { attributeName: 'MarketValuationValue', attributeType: 'DecimalField' };
  it.each([
    [beds, '12345678', false],
    [beds, '123456789', true],
    [beds, null, false],
    [value, '1234567890', false],
  ])('%o with %s exceeds the cap: %s', (attr, v, over) => expect(exceedsCap(attr, v)).toBe(over));

  it.each([
    ['1234567', 7, 7, '8', true],
    ['12345678', 8, 8, '9', false],
    ['12345678', 0, 8, '9', true],
    ['12345678', 8, 8, '.', true],
    ['12345678.5', 10, 10, '5', true],
    ['12345678', 3, 4, '0', true],
    ['12345678', 8, 8, 'Backspace', true],
  ])('typing into %s (selection %d-%d) the key %s is let through: %s', (text, s, e, key, ok) =>
    expect(keyFitsCap(text, s, e, key, 8)).toBe(ok),
  );

  it('lets every key through without a cap', () =>
    expect(keyFitsCap('123456789', 9, 9, '1', null)).toBe(true));
});

describe('dropdowns and their Other choice', () => {
  it.each([
    [[], [OTHER_OPTION]],
    [[{ id: 1, value: 'Condo' }], ['Condo', OTHER_OPTION]],
    [
      [
        { id: 1, value: OTHER_OPTION },
        { id: 2, value: 'Ranch' },
      ],
      ['Ranch', OTHER_OPTION],
    ],
  ])('options %o become %o', (options, shown) => expect(withOtherOption(options)).toEqual(shown));

  it.each([
    [
      { value: OTHER_OPTION, otherValue: null },
      'Barn',
      { value: OTHER_OPTION, otherValue: 'Barn' },
      false,
    ],
    [{ value: OTHER_OPTION, otherValue: 'Barn' }, '', { value: null, otherValue: null }, true],
    [{ value: OTHER_OPTION, otherValue: null }, '   ', { value: null, otherValue: null }, true],
    [{ value: OTHER_OPTION, otherValue: null }, null, { value: null, otherValue: null }, true],
    [{ value: 'Condo', otherValue: 'x' }, '', { value: 'Condo', otherValue: null }, false],
  ])('%o with Other text %o gives %o (deselected %s)', (current, text, value, deselected) =>
    expect(withOtherValue(current, text)).toEqual({ value, deselected }),
  );
});

describe('the attribute save body', () => {
  const defs: AttributeDef[] = [
    { attributeId: 1, attributeName: 'BedroomCount', attributeType: 'IntField' },
    { attributeId: 2, attributeName: 'Notes', attributeType: 'TextField' },
    {
      attributeId: 3,
      attributeName: 'Style',
      attributeType: 'DropdownField',
      options: [{ id: 1, value: 'Ranch' }],
    },
    { attributeId: 4, attributeName: 'HasPool', attributeType: 'BoolField' },
    { attributeId: 5, attributeName: 'BuiltOn', attributeType: 'DateField' },
  ];
  const row = (
    attributeId: number,
    attributeType: string,
    value: string | null,
    otherValue: string | null = null,
  ) => ({
    attributeId,
    attributeType,
    value,
    otherValue,
  });

  it.each([
    [
      'every definition, empty ones null',
      { 1: { value: '3', otherValue: null } },
      [
        row(1, 'IntField', '3'),
        row(2, 'TextField', null),
        row(3, 'DropdownField', null),
        row(4, 'BoolField', null),
        row(5, 'DateField', null),
      ],
    ],
    [
      'Other with its text',
      {
        3: { value: OTHER_OPTION, otherValue: ' Split level ' },
        4: { value: 'false', otherValue: null },
      },
      [
        row(1, 'IntField', null),
        row(2, 'TextField', null),
        row(3, 'DropdownField', OTHER_OPTION, 'Split level'),
        row(4, 'BoolField', 'false'),
        row(5, 'DateField', null),
      ],
    ],
    [
      'Other without text as nothing chosen, a plain choice without Other text',
      {
        2: { value: '  ', otherValue: null },
        3: { value: OTHER_OPTION, otherValue: '' },
        5: { value: '2001-02-03', otherValue: null },
      },
      [
        row(1, 'IntField', null),
        row(2, 'TextField', null),
        row(3, 'DropdownField', null),
        row(4, 'BoolField', null),
        row(5, 'DateField', '2001-02-03'),
      ],
    ],
    [
      'a plain choice drops a stale Other text',
      { 3: { value: 'Ranch', otherValue: 'old' } },
      [
        row(1, 'IntField', null),
        row(2, 'TextField', null),
        row(3, 'DropdownField', 'Ranch'),
        row(4, 'BoolField', null),
        row(5, 'DateField', null),
      ],
    ],
  ])('%s', (_name, values, body) => expect(attributePayload(defs, values)).toEqual(body));

  it('reads the saved values into the form, absent ones empty', () =>
    expect(
      valuesFromSaved(defs.slice(0, 3), [
        { attributeId: 3, value: OTHER_OPTION, otherValue: 'Barn' },
        { attributeId: 1, value: '2', otherValue: null },
      ]),
    ).toEqual({
      1: { value: '2', otherValue: null },
      2: { value: null, otherValue: null },
      3: { value: OTHER_OPTION, otherValue: 'Barn' },
    }));

  it('lists the attributes over the cap', () =>
    expect(cappedViolations(defs, { 1: { value: '123456789', otherValue: null } })).toEqual([1]));

  it('waits 500 ms after typing stops', () => expect(ATTRIBUTE_DEBOUNCE_MS).toBe(500));
});

describe('photos', () => {
  it.each([
    ['', PHOTO_DESCRIPTION_REQUIRED],
    ['   ', PHOTO_DESCRIPTION_REQUIRED],
    [null, PHOTO_DESCRIPTION_REQUIRED],
    ['Front yard', null],
  ])('description %o gives %o', (description, error) =>
    expect(photoDescriptionError(description)).toBe(error),
  );

  it.each([
    [[], true],
    [[{ id: 1 }], false],
  ])('with photos %o the new one is main: %s', (photos, main) =>
    expect(isMainForNewPhoto(photos)).toBe(main),
  );
});

describe('deleting a property', () => {
  it.each([
    [false, 3, 'Listed', true],
    [false, 2, 'Draft', true],
    [true, 1, 'Draft', true],
    [true, 2, 'Draft', false],
    [true, 1, 'Listed', false],
    [true, 1, 'PendingTransaction', false],
  ])('primary %s, %d properties, lot %s: deletable %s', (isPrimary, propertyCount, lotStatus, ok) =>
    expect(canDeleteProperty({ isPrimary, propertyCount, lotStatus })).toBe(ok),
  );

  it.each([
    [true, 'Delete the Primary Property'],
    [false, 'Delete Property'],
  ])('primary %s is labelled %s', (primary, label) =>
    expect(deletePropertyLabel(primary)).toBe(label),
  );
});
