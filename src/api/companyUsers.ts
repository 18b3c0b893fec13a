// Answered in the simulator by src/mocks/handlers/company.ts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRequestBody, type ListParams } from '../lib/listParams';
import { call } from './call';
import * as api from './contract/companyUsers';
import type { CompanyUser, CompanyUserFields } from './contract/companyUsers';
import { useResourceMutation, type MutationExtras } from './mutation';

export type { CompanyUser, CompanyUserFields, CompanyUserRole } from './contract/companyUsers';

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
  /** A company user as the server has it now (the edit dialogs load it when they open). */
  detail: (userId: number) =>
    queryOptions({
      queryKey: [...root, 'detail', userId] as const,
      queryFn: () => getCompanyUser(userId),
      staleTime: 0,
      gcTime: 0,
    }),
  /** Whether an e-mail may be given to a new company user, and who holds it if not. */
  email: (email: string) =>
    queryOptions({
      queryKey: [...root, 'email', email.trim().toLowerCase()] as const,
      queryFn: () => checkCompanyUserEmail(email),
    }),
};

/**
 * The company user as the server has it now, loaded when an edit dialog opens (GET
 * /api/auctioneers/{userId}): `user` stays undefined until this opening's answer arrives, so a
 * dialog never fills its form from a stale row; `failed` when it could not be loaded.
 */
export function useFreshCompanyUser(userId: number) {
  const query = useQuery(companyUserQueries.detail(userId));
  return {
    user: query.isFetchedAfterMount ? query.data : undefined,
    failed: query.isError && !query.isFetching,
  };
}

/** A page of the company's users (POST /api/auctioneers/list). Silent. */
export function listCompanyUsers(params: ListParams) {
  const { search, sorter, pagination } = listRequestBody(params);
  return call(api.listCompanyUsers, {
    body: {
      search,
      sorter,
      pagination: { current: pagination.current, pageSize: pagination.pageSize },
    },
    config: { silent: true },
  });
}

export const getCompanyUser = (userId: number) => call(api.getCompanyUser, { params: { userId } });

/** E-mail availability for a company user (GET /api/attorneys/checkemail/{email}/auctioneer). Silent. */
export const checkCompanyUserEmail = (email: string) =>
  call(api.checkCompanyUserEmail, { params: { email: email.trim() }, config: { silent: true } });

/** Adds a user to the company: the e-mail becomes the username, a temporary password is e-mailed. */
export const addCompanyUser = (fields: CompanyUserFields) =>
  call(api.addCompanyUser, { body: fields });

export interface CompanyUserUpdate extends CompanyUserFields {
  id: number;
  deactivatedDate: string | null;
}

/** Saves a company user's details (the username never changes). */
export const updateCompanyUser = ({ id, ...body }: CompanyUserUpdate) =>
  call(api.updateCompanyUser, { params: { userId: id }, body });

/** Activates (`true`) or deactivates (`false`) a company user. */
export const setCompanyUserActive = ({ id, active }: { id: number; active: boolean }) =>
  call(api.setCompanyUserActive, { params: { userId: id, active } });

export const useAddCompanyUser = (extras: MutationExtras<CompanyUser, CompanyUserFields> = {}) =>
  useResourceMutation(addCompanyUser, () => [root], extras);

export const useUpdateCompanyUser = (extras: MutationExtras<CompanyUser, CompanyUserUpdate> = {}) =>
  useResourceMutation(updateCompanyUser, () => [root], extras);

export const useSetCompanyUserActive = (
  extras: MutationExtras<CompanyUser, { id: number; active: boolean }> = {},
) => useResourceMutation(setCompanyUserActive, () => [root], extras);
