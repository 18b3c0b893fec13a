import {
  addressRequired,
  buildProfilePayload,
  contactNameEnabled,
  entityTypeLocked,
  profileAddress,
  profileErrors,
  profileFormValues,
  type PurchaseProfile,
  type PurchaseProfileFormValues,
} from '../../src/lib/purchaseProfile';

const stored: PurchaseProfile = {
  id: 7,
  name: 'Brooks Holdings LLC',
  type: 'Corporation',
  contactName: 'Bailey Brooks',
  isSameAsBidder: false,
  isAgentForBidder: true,
  phoneNumber: '3125550142',
  address1: '100 N LaSalle St',
  address2: 'Suite 400',
  city: 'Chicago',
  county: 'Cook',
  state: 'IL',
  zip: '60602',
  isPrimary: false,
};

const form = (over: Partial<PurchaseProfileFormValues> = {}): PurchaseProfileFormValues => ({
  ...profileFormValues(null),
  name: '  Jane Doe ',
  phoneNumber: '(312) 555-0100',
  address1: ' 1 Main St ',
  city: 'Springfield',
  county: 'Sangamon',
  state: 'il',
  zip: '62701',
  ...over,
});

describe('purchase-profile rules', () => {
  it('enables the contact name only for a corporation', () => {
    expect(contactNameEnabled('Corporation')).toBe(true);
    expect(contactNameEnabled('Individual')).toBe(false);
    expect(contactNameEnabled(undefined)).toBe(false);
  });

  it('requires the address unless it is the bidder’s own', () => {
    expect(addressRequired(false)).toBe(true);
    expect(addressRequired(undefined)).toBe(true);
    expect(addressRequired(true)).toBe(false);
  });

  it('locks the entity type only when editing', () => {
    expect(entityTypeLocked(null)).toBe(false);
    expect(entityTypeLocked(undefined)).toBe(false);
    expect(entityTypeLocked(stored)).toBe(true);
  });

  it('starts a new profile as an Individual, primary only when it is the first', () => {
    expect(profileFormValues(null)).toMatchObject({ type: 'Individual', isPrimary: false });
    expect(profileFormValues(null, { first: true }).isPrimary).toBe(true);
  });

  it('edits a stored profile with its phone formatted', () => {
    expect(profileFormValues(stored)).toMatchObject({
      name: 'Brooks Holdings LLC',
      type: 'Corporation',
      phoneNumber: '(312) 555-0142',
      zip: '60602',
    });
  });
});

describe('payload building', () => {
  it('trims, sends the phone as 10 digits and the state in capitals', () => {
    expect(buildProfilePayload(form())).toEqual({
      name: 'Jane Doe',
      type: 'Individual',
      contactName: '',
      isSameAsBidder: false,
      isAgentForBidder: false,
      phoneNumber: '3125550100',
      address1: '1 Main St',
      address2: '',
      city: 'Springfield',
      county: 'Sangamon',
      state: 'IL',
      zip: '62701',
      isPrimary: false,
    });
  });

  it('drops a contact name typed for an individual and keeps it for a corporation', () => {
    expect(buildProfilePayload(form({ contactName: 'Someone' })).contactName).toBe('');
    expect(
      buildProfilePayload(form({ type: 'Corporation', contactName: ' Pat Lee ' })).contactName,
    ).toBe('Pat Lee');
  });

  it('sends no address of its own when the bidder’s is used', () => {
    const p = buildProfilePayload(form({ isSameAsBidder: true }));
    expect(p).toMatchObject({
      isSameAsBidder: true,
      address1: '',
      city: '',
      county: '',
      state: '',
      zip: '',
    });
  });

  it('keeps the stored entity type when editing, whatever the form says', () => {
    const p = buildProfilePayload(
      { ...profileFormValues(stored), type: 'Individual', contactName: 'New Contact' },
      stored,
    );
    expect(p.type).toBe('Corporation');
    expect(p.contactName).toBe('New Contact');
  });
});

describe('server-side validation', () => {
  const valid = buildProfilePayload(form());

  it('accepts a complete profile', () => {
    expect(profileErrors(valid)).toEqual({});
  });

  it('requires the name, a known entity type and a phone', () => {
    expect(profileErrors({ ...valid, name: '  ', type: 'Trust', phoneNumber: '' })).toEqual({
      name: 'Please enter the name of the grantee!',
      type: 'Please select an entity type!',
      phoneNumber: 'Please enter a phone number!',
    });
  });

  it('refuses a phone that is not 10 digits', () => {
    expect(profileErrors({ ...valid, phoneNumber: '312555' }).phoneNumber).toBe(
      'Please enter a valid phone number!',
    );
    expect(profileErrors({ ...valid, phoneNumber: '(312) 555-0100' }).phoneNumber).toBe(
      'Please enter a valid phone number!',
    );
  });

  it('requires the address fields unless the address is the bidder’s', () => {
    const bare = { ...valid, address1: '', city: '', county: '', state: '', zip: '' };
    expect(profileErrors(bare)).toEqual({
      address1: 'Please enter your address!',
      city: 'Please enter your city!',
      county: 'Please enter your county!',
      state: 'Please enter your state!',
      zip: 'Please enter your zip code!',
    });
    expect(profileErrors({ ...bare, isSameAsBidder: true })).toEqual({});
  });

  it('checks the zip code and address line 2', () => {
    expect(profileErrors({ ...valid, zip: '6270' }).zip).toBe('Please enter a valid zip code!');
    expect(profileErrors({ ...valid, zip: '62701-1234' }).zip).toBeUndefined();
    expect(profileErrors({ ...valid, address2: 'Apt #4' }).address2).toBe(
      'Please enter letters and numbers only',
    );
  });

  it('refuses a change of entity type on update', () => {
    expect(profileErrors({ ...valid, type: 'Individual' }, stored).type).toBe(
      'The entity type of a purchase profile cannot be changed!',
    );
    expect(profileErrors({ ...valid, type: 'Corporation' }, stored).type).toBeUndefined();
  });
});

describe('display', () => {
  it('writes the address on one line', () => {
    expect(profileAddress(stored)).toBe(
      '100 N LaSalle St Suite 400, Chicago, Cook County, IL 60602',
    );
    expect(
      profileAddress({
        ...stored,
        address1: '',
        address2: '',
        city: '',
        county: '',
        state: '',
        zip: '',
      }),
    ).toBe('');
  });
});
