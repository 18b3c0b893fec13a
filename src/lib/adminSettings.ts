import { isEmail, V } from './validation';

/**
 * The rules of the admin settings (spec 3 sections 2.2, 3 and 5): a configuration's value is
 * required and, for a key ending in Email, must be an e-mail address; a help question (FAQ)
 * needs its question and its answer. The screens and the simulator apply the same rules.
 */

export const ADMIN_SETTINGS_MSG = {
  valueRequired: 'Please enter the value!',
  emailValue: V.email,
  configurationSaved: 'Successfully updated the configuration!',
  configurationNotFound: 'Configuration is not found!',
  questionRequired: 'Please enter the question!',
  answerRequired: 'Please enter the answer!',
  faqAdded: 'Successfully added a new FAQ!',
  faqUpdated: 'Successfully updated the FAQ!',
  faqDeleted: 'Successfully deleted the FAQ!',
  faqNotFound: 'FAQ is not found!',
  confirmDeleteFaq: 'Are you sure to delete the FAQ?',
} as const;

/** The configuration that names the help center's contact address. */
export const CONTACT_EMAIL_KEY = 'Contact_ToEmail';

/** Keys ending in Email (any case) hold an e-mail address. */
export const isEmailKey = (key: string) => /email$/i.test(key.trim());

/** Why a configuration's value cannot be saved, or null when it can. */
export function configurationValueError(key: string, value: string | null | undefined) {
  const v = (value ?? '').trim();
  if (!v) return ADMIN_SETTINGS_MSG.valueRequired;
  if (isEmailKey(key) && !isEmail(v)) return ADMIN_SETTINGS_MSG.emailValue;
  return null;
}

export interface FaqFields {
  question: string;
  answer: string;
}

/** Why a help question cannot be saved (the question is checked first), or null when it can. */
export function faqError(fields: Partial<Record<keyof FaqFields, unknown>>) {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  if (!text(fields.question)) return ADMIN_SETTINGS_MSG.questionRequired;
  if (!text(fields.answer)) return ADMIN_SETTINGS_MSG.answerRequired;
  return null;
}

/** A help question as saved: both texts trimmed. */
export const faqFieldsOf = (fields: FaqFields): FaqFields => ({
  question: fields.question.trim(),
  answer: fields.answer.trim(),
});
