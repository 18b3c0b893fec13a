import {
  clientRegisteredState,
  invitationCompanyId,
  lookupBody,
  REGISTRATION_SUCCESS_DELAY_MS,
  registrationView,
  signUpFailure,
  withEmail,
  type LookupState,
  type RegistrationView,
} from '../../src/lib/clientRegistration';

interface Attorney {
  id: number;
  isConnected: boolean;
}
const newcomer: Attorney = { id: 7, isConnected: false };
const member: Attorney = { id: 8, isConnected: true };
const EMAIL = 'jamie.rowe@law.test';
const failed = (status: number, serverMessage?: string): LookupState<Attorney> => ({
  status: 'error',
  failure: { status, serverMessage },
});

describe('registrationView: what the invitation lookup leads to', () => {
  const table: [string, string, LookupState<Attorney>, RegistrationView<Attorney>][] = [
    [
      'no e-mail in the link',
      '',
      { status: 'pending' },
      { kind: 'leave', dialog: { title: 'Email address is not found!' } },
    ],
    [
      'a blank e-mail',
      '   ',
      { status: 'success', attorney: newcomer },
      { kind: 'leave', dialog: { title: 'Email address is not found!' } },
    ],
    ['the lookup under way', EMAIL, { status: 'pending' }, { kind: 'lookingUp' }],
    [
      '400 with the {email} placeholder',
      EMAIL,
      failed(400, 'No invitation was found for {email}.'),
      { kind: 'leave', dialog: { title: `No invitation was found for ${EMAIL}.` } },
    ],
    [
      '400 with the placeholder twice',
      EMAIL,
      failed(400, '{email}: unknown ({email})'),
      { kind: 'leave', dialog: { title: `${EMAIL}: unknown (${EMAIL})` } },
    ],
    [
      '400 without the placeholder: the e-mail shown under the message',
      EMAIL,
      failed(400, 'The invitation has expired.'),
      { kind: 'leave', dialog: { title: 'The invitation has expired.', content: EMAIL } },
    ],
    [
      '400 without a message',
      EMAIL,
      failed(400),
      { kind: 'leave', dialog: { title: 'Error occurred while requesting!', content: EMAIL } },
    ],
    [
      '403',
      EMAIL,
      failed(403, 'anything'),
      { kind: 'leave', dialog: { title: 'The email address and the company do not match!' } },
    ],
    ['500', EMAIL, failed(500), { kind: 'retry' }],
    ['503', EMAIL, failed(503), { kind: 'retry' }],
    ['404', EMAIL, failed(404), { kind: 'retry' }],
    ['no answer', EMAIL, failed(0), { kind: 'retry' }],
    [
      'an attorney without an account',
      EMAIL,
      { status: 'success', attorney: newcomer },
      { kind: 'form', attorney: newcomer },
    ],
    [
      'an attorney with an account',
      EMAIL,
      { status: 'success', attorney: member },
      { kind: 'registered', attorney: member },
    ],
  ];
  it.each(table)('%s', (_name, email, lookup, expected) => {
    expect(registrationView(email, lookup)).toEqual(expected);
  });
});

describe('signUpFailure', () => {
  it.each([
    [400, true, 'usernameTaken'],
    [400, false, 'notice'],
    [403, true, 'notice'],
    [500, true, 'notice'],
    [0, false, 'notice'],
  ] as const)('status %s, user name taken now: %s → %s', (status, taken, expected) => {
    expect(signUpFailure({ status, serverMessage: 'refused' }, taken)).toBe(expected);
  });

  it('no longer reads a `code` of the refusal: only the user name check decides', () => {
    expect(signUpFailure({ status: 400, body: { code: 'UsernameTaken' } }, false)).toBe('notice');
  });
});

describe('the invitation link and the sign-in state', () => {
  it('reads the company id: a number, the raw text when it is not one, null when absent', () => {
    expect(invitationCompanyId('12')).toBe(12);
    expect(invitationCompanyId(' 12 ')).toBe(12);
    expect(invitationCompanyId('abc')).toBe('abc');
    expect(invitationCompanyId('0')).toBe('0');
    expect(invitationCompanyId('')).toBeNull();
    expect(invitationCompanyId(null)).toBeNull();
    expect(lookupBody(` ${EMAIL} `, '3')).toEqual({ email: EMAIL, companyId: 3 });
    expect(lookupBody(EMAIL, null)).toEqual({ email: EMAIL });
  });

  it('fills the e-mail placeholder and waits 5 seconds before the success screen', () => {
    expect(withEmail('Unknown {email}', 'a@b.test')).toBe('Unknown a@b.test');
    expect(withEmail('No placeholder', 'a@b.test')).toBe('No placeholder');
    expect(REGISTRATION_SUCCESS_DELAY_MS).toBe(5000);
  });

  it('recognises the state Go to Login hands to the sign-in page', () => {
    expect(clientRegisteredState({ attorneyId: 3, companyId: 2, email: EMAIL })).toEqual({
      attorneyId: 3,
      companyId: 2,
      email: EMAIL,
    });
    expect(
      clientRegisteredState({ attorneyId: 3, companyId: 'x', email: EMAIL, userName: 'jrowe' }),
    ).toEqual({ attorneyId: 3, companyId: null, email: EMAIL, userName: 'jrowe' });
    expect(clientRegisteredState({ email: EMAIL })).toBeNull();
    expect(clientRegisteredState(null)).toBeNull();
    expect(clientRegisteredState('state')).toBeNull();
  });
});
