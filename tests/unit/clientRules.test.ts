import {
  clientControls,
  DELETE_BLOCKED,
  type ClientControlsInput,
} from '../../src/lib/clientRules';

const client = (over: Partial<ClientControlsInput> = {}): ClientControlsInput => ({
  status: 'Active',
  linkedSince: null,
  totalCases: 0,
  logoUrl: '',
  ...over,
});

const LINKED = '2026-01-05T10:00:00Z';

describe('what the client detail offers', () => {
  it.each([
    // status, linkedSince, cases, logo → edit, upload, attorneys, add, invite, delete
    ['Active', null, 0, '', [true, true, true, true, true, true]],
    ['Active', null, 3, '/logo.png', [true, false, true, true, true, false]],
    ['Inactive', null, 0, '', [true, true, true, false, true, true]],
    ['Inactive', null, 2, '', [true, true, true, false, true, false]],
    ['Active', LINKED, 0, '', [false, false, false, false, false, true]],
    ['Active', LINKED, 5, '/logo.png', [false, false, false, false, false, false]],
    ['Inactive', LINKED, 0, '', [false, false, false, false, false, true]],
  ] as const)(
    '%s, linked %s, %i cases, logo "%s"',
    (status, linkedSince, totalCases, logoUrl, want) => {
      const c = clientControls(client({ status, linkedSince, totalCases, logoUrl }));
      expect([
        c.editDetails,
        c.uploadLogo,
        c.editAttorneys,
        c.addAttorney,
        c.inviteAttorneys,
        c.deleteClient,
      ]).toEqual(want);
    },
  );

  it('words the delete refusal as the spec does', () => {
    expect(DELETE_BLOCKED).toBe('Cannot delete a client with linked case!');
  });
});
