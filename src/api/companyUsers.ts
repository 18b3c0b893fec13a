import { queryOptions } from '@tanstack/react-query';
import { listRequestBody, type ListParams } from '../lib/listParams';
import type { EmailAvailability } from '../lib/validation';
import type { CompanyUser, CompanyUserRole } from './companyShapes';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';

export type { CompanyUser, CompanyUserRole } from './companyShapes';

/** What the Add User and edit dialogs send. */
export interface CompanyUserFields {
  firstName: string;
  lastName: string;
  email: string;
  /** 10 digits. */
  phoneNumber: string;
  role: CompanyUserRole;
}

const root = ['companyUsers'] as const;

/** The company's auctioneers and employees (settings Users page; auctioneers only). */
export const companyUserQueries = {
  all: () => root,
  /** One page of the company's users. A list: failures are silent. */
  list: (params: ListParams) =>
    queryOptions({
      queryKey: [...root, 'list', params] as const,
      queryFn: () => listCompanyUsers(params),
    }),
  detail: (userId: number) =>
    queryOptions({
      queryKey: [...root, 'detail', userId] as const,
      queryFn: () => getCompanyUser(userId),
    }),
  /** Whether an e-mail may be given to a new company user, and who holds it if not. */
  email: (email: string) =>
    queryOptions({
      queryKey: [...root, 'email', email.trim().toLowerCase()] as const,
      queryFn: () => checkCompanyUserEmail(email),
    }),
};

/** A page of the company's users (POST /api/auctioneers/list). Silent. */
export async function listCompanyUsers(params: ListParams) {
  const { search, sorter, pagination } = listRequestBody(params);
  const res = await http.post<{ data: CompanyUser[]; total: number }>(
    '/api/auctioneers/list',
    { search, sorter, pagination: { current: pagination.current, pageSize: pagination.pageSize } },
    { silent: true },
  );
  return res.data;
}

export async function getCompanyUser(userId: number) {
  return (await http.get<CompanyUser>(`/api/auctioneers/${userId}`)).data;
}

/** E-mail availability for a company user (GET /api/attorneys/checkemail/{email}/auctioneer). Silent. */
export async function checkCompanyUserEmail(email: string) {
  const path = `/api/attorneys/checkemail/${encodeURIComponent(email.trim())}/auctioneer`;
  return (await http.get<EmailAvailability>(path, { silent: true })).data;
}

/** Adds a user to the company: the e-mail becomes the username, a temporary password is e-mailed. */
export async function addCompanyUser(fields: CompanyUserFields) {
  return (await http.post<CompanyUser>('/api/auctioneers/user', fields)).data;
}

export interface CompanyUserUpdate extends CompanyUserFields {
  id: number;
  deactivatedDate: string | null;
}

/** Saves a company user's details (the username never changes). */
export async function updateCompanyUser({ id, ...body }: CompanyUserUpdate) {
  return (await http.put<CompanyUser>(`/api/auctioneers/${id}`, body)).data;
}

/** Activates (`true`) or deactivates (`false`) a company user. */
export async function setCompanyUserActive({ id, active }: { id: number; active: boolean }) {
  const flag = active ? 'true' : 'false';
  return (await http.put<CompanyUser>(`/api/auctioneers/${id}/${flag}`)).data;
}

export const useAddCompanyUser = (extras: MutationExtras<CompanyUser, CompanyUserFields> = {}) =>
  useResourceMutation(addCompanyUser, () => [root], extras);

export const useUpdateCompanyUser = (extras: MutationExtras<CompanyUser, CompanyUserUpdate> = {}) =>
  useResourceMutation(updateCompanyUser, () => [root], extras);

export const useSetCompanyUserActive = (
  extras: MutationExtras<CompanyUser, { id: number; active: boolean }> = {},
) => useResourceMutation(setCompanyUserActive, () => [root], extras);
