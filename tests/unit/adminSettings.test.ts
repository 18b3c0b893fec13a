import {
  ADMIN_SETTINGS_MSG as MSG,
  configurationValueError,
  faqError,
  faqFieldsOf,
  isEmailKey,
} from '../../src/lib/adminSettings';

describe('configuration keys holding an e-mail address', () => {
  it.each([
    ['Contact_ToEmail', true],
    ['Notification_FromEmail', true],
    ['support_email', true],
    ['EMAIL', true],
    ['Email_Subject', false],
    ['Auction_StopAlertSeconds', false],
    ['', false],
  ])('%s → %s', (key, expected) => {
    expect(isEmailKey(key)).toBe(expected);
  });
});

describe('a configuration value', () => {
  it.each([
    ['Auction_StopAlertSeconds', '15', null],
    ['Auction_StopAlertSeconds', '', MSG.valueRequired],
    ['Auction_StopAlertSeconds', '   ', MSG.valueRequired],
    ['Auction_StopAlertSeconds', undefined, MSG.valueRequired],
    ['Auction_StopAlertSeconds', null, MSG.valueRequired],
    ['Auction_StopAlertSeconds', 'not an e-mail', null],
    ['Contact_ToEmail', 'help@bidright.test', null],
    ['Contact_ToEmail', '  help@bidright.test ', null],
    ['Contact_ToEmail', 'help@bidright', MSG.emailValue],
    ['Contact_ToEmail', 'help bidright.test', MSG.emailValue],
    ['Contact_ToEmail', '', MSG.valueRequired],
  ])('%s = %j → %s', (key, value, expected) => {
    expect(configurationValueError(key, value)).toBe(expected);
  });

  it('explains an invalid address in the product’s words', () => {
    expect(MSG.emailValue).toBe('Please enter a valid e-mail address!');
    expect(MSG.valueRequired).toBe('Please enter the value!');
  });
});

describe('a help question', () => {
  it.each([
    [{ question: 'Q?', answer: 'A.' }, null],
    [{ question: '', answer: 'A.' }, MSG.questionRequired],
    [{ question: '  ', answer: 'A.' }, MSG.questionRequired],
    [{ answer: 'A.' }, MSG.questionRequired],
    [{ question: 'Q?', answer: '' }, MSG.answerRequired],
    [{ question: 'Q?', answer: ' \n ' }, MSG.answerRequired],
    [{ question: 'Q?' }, MSG.answerRequired],
    [{ question: '', answer: '' }, MSG.questionRequired],
    [{ question: 42, answer: 'A.' }, MSG.questionRequired],
  ])('%j → %s', (fields, expected) => {
    expect(faqError(fields)).toBe(expected);
  });

  it('is saved trimmed', () => {
    expect(faqFieldsOf({ question: '  Why? ', answer: '\nBecause.  ' })).toEqual({
      question: 'Why?',
      answer: 'Because.',
    });
  });
});
