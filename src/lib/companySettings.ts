import { formatDateTime } from './format';
import { can } from './permissions';
import type { Role } from './roles';

/**
 * The rules of the company settings (spec 2 sections 2, 5, 6 and 9; spec 3 sections 2.2, 3
 * and 4.4): which pages a role sees, when the company form is locked, the status of an API key
 * and of a company user.
 */

export type CompanyStatus = 'Active' | 'Inactive' | 'Pending' | 'Declined';

export type SettingsSlug = 'company-profile' | 'profile' | 'users' | 'api-credentials' | 'logs';

export interface SettingsTab {
  slug: SettingsSlug;
  label: string;
}

const TABS: readonly (SettingsTab & { action?: 'users.manage' | 'apiKeys.manage' })[] = [
  { slug: 'company-profile', label: 'Company Profile' },
  { slug: 'profile', label: 'Profile' },
  { slug: 'users', label: 'Users', action: 'users.manage' },
  { slug: 'api-credentials', label: 'API Credentials', action: 'apiKeys.manage' },
  { slug: 'logs', label: 'Logs' },
];

/** The settings pages of the signed-in roles: employees have no users and no API credentials. */
export function settingsTabs(roles: readonly Role[]): SettingsTab[] {
  return TABS.filter((t) => !t.action || can(roles, t.action)).map(({ slug, label }) => ({
    slug,
    label,
  }));
}

/** The description's limit (spec 2 section 9). */
export const COMPANY_DESCRIPTION_MAX = 250;

/** A web site address, with or without http(s):// ("www.example.com", "https://example.com/x"). */
export const isWebsite = (v: string) => /^(https?:\/\/)?[^\s/]+\.[^\s]{2,}$/i.test(v.trim());

export type CompanyFormLock = 'none' | 'role' | 'status';

/**
 * Whether the company form may be edited: locked for employees ('role') and for companies
 * pending approval or declined ('status', which wins: nobody may change it then).
 */
export function companyFormLock(status: CompanyStatus, mayEdit: boolean): CompanyFormLock {
  if (status === 'Pending' || status === 'Declined') return 'status';
  return mayEdit ? 'none' : 'role';
}

/** Why the company form is locked, as the alert above it says. */
export const COMPANY_LOCK_TEXT: Record<
  Exclude<CompanyFormLock, 'none'>,
  Partial<Record<CompanyStatus, string>> & { default: string }
> = {
  role: { default: 'Only the company’s auctioneers can change the company profile.' },
  status: {
    default: 'The company profile cannot be changed now.',
    Pending:
      'Your company is pending approval. The company profile cannot be changed until an administrator approves it.',
    Declined:
      'Your company was declined. The company profile cannot be changed; please contact the administrator for assistance.',
  },
};

/** Why a company's form is locked, as the administrator reads it on the company's page. */
export const ADMIN_COMPANY_LOCK_TEXT: Partial<Record<CompanyStatus, string>> & { default: string } =
  {
    default: 'The company profile cannot be changed now.',
    Pending: 'The company is pending approval. Its profile can be changed once it is approved.',
    Declined: 'The company was declined. Its profile cannot be changed.',
  };

/** The lock alert's text: the company's own staff read `own`, the administrator `admin`. */
export const companyLockText = (
  lock: Exclude<CompanyFormLock, 'none'>,
  status: CompanyStatus,
  reader: 'own' | 'admin' = 'own',
) =>
  reader === 'admin'
    ? (ADMIN_COMPANY_LOCK_TEXT[status] ?? ADMIN_COMPANY_LOCK_TEXT.default)
    : (COMPANY_LOCK_TEXT[lock][status] ?? COMPANY_LOCK_TEXT[lock].default);

/** Every company status, in the order the admin's status filter offers them. */
export const COMPANY_STATUSES: readonly CompanyStatus[] = [
  'Active',
  'Inactive',
  'Pending',
  'Declined',
];

export const isCompanyStatus = (v: unknown): v is CompanyStatus =>
  COMPANY_STATUSES.includes(v as CompanyStatus);

/** What an administrator does to a company's status (spec 2 section 4). */
export type CompanyAction = 'approve' | 'decline' | 'activate' | 'deactivate';

/** The status each action leaves, and the only status it starts from. */
const TRANSITIONS: Record<CompanyAction, { from: CompanyStatus; to: CompanyStatus }> = {
  approve: { from: 'Pending', to: 'Active' },
  decline: { from: 'Pending', to: 'Declined' },
  activate: { from: 'Inactive', to: 'Active' },
  deactivate: { from: 'Active', to: 'Inactive' },
};

/**
 * The company's next status after `action`, or null when the action does not apply: Pending
 * goes to Active (approve) or Declined (decline); Active and Inactive toggle; Declined stays.
 */
export function companyTransition(
  from: CompanyStatus,
  action: CompanyAction,
): CompanyStatus | null {
  const t = TRANSITIONS[action];
  return t.from === from ? t.to : null;
}

/** The actions a company's status offers the administrator, in the order of its buttons. */
export const companyActions = (status: CompanyStatus): CompanyAction[] =>
  (Object.keys(TRANSITIONS) as CompanyAction[]).filter((a) => TRANSITIONS[a].from === status);

/** Each action's button, confirmation and success message. */
export const COMPANY_ACTION_TEXT: Record<
  CompanyAction,
  { label: string; confirm: string; done: string; danger: boolean }
> = {
  approve: {
    label: 'Approve',
    confirm: 'Are you sure to approve the company?',
    done: 'Successfully approved the company!',
    danger: false,
  },
  decline: {
    label: 'Decline',
    confirm: 'Are you sure to decline the company?',
    done: 'Successfully declined the company!',
    danger: true,
  },
  activate: {
    label: 'Activate',
    confirm: 'Are you sure to activate the company?',
    done: 'Successfully activated the company!',
    danger: false,
  },
  deactivate: {
    label: 'Deactivate',
    confirm: 'Are you sure to deactivate the company?',
    done: 'Successfully deactivated the company!',
    danger: true,
  },
};

export type ApiKeyStatus = 'Active' | 'Deactivated' | 'Expired';

/** A key is deactivated once deleted, else expired past its expiration date, else active. */
export function apiKeyStatus(k: { isDeactivated: boolean; isExpired: boolean }): ApiKeyStatus {
  if (k.isDeactivated) return 'Deactivated';
  return k.isExpired ? 'Expired' : 'Active';
}

export type CompanyUserStatus = 'Active' | 'Inactive';

/** A company user is Inactive when deactivated (`deactivatedDate` set), else Active. */
export const companyUserStatus = (u: { deactivatedDate: string | null }): CompanyUserStatus =>
  u.deactivatedDate ? 'Inactive' : 'Active';

/** The last sign-in as MM/DD/YYYY h:mm A, or 'Never'. */
export const lastLoginText = (date: string | null | undefined) =>
  date ? formatDateTime(date) : 'Never';

/** The success and confirmation texts of the settings pages. */
export const SETTINGS_MSG = {
  companySaved: 'Successfully saved the company profile!',
  website: 'Please enter a valid website address!',
  descriptionMax: 'Description must be at most 250 characters!',
  userSaved: 'Successfully saved the auctioneer details!',
  userAdded: 'Successfully added a new user!',
  activated: 'Successfully activated/deactivated the account!',
  confirmActivate: 'Are you sure to activate the account?',
  confirmDeactivate: 'Are you sure to deactivate the account?',
  confirmDeleteKey: 'Are you sure to delete the API key?',
  keyDeleted: 'The API key was deleted.',
  keyOnce:
    'Copy this key now and keep it somewhere safe. It will not be shown again: after you close this dialog only its last six characters are listed.',
  copied: 'The API key was copied to the clipboard.',
  copyFailed: 'The key could not be copied. Select it and copy it by hand.',
  profileSaved: 'Your details have been saved.',
  logoRemoved: 'The logo was removed.',
  backgroundRemoved: 'The background image was removed.',
  uploaded: 'The file was uploaded.',
} as const;
