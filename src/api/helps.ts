import { queryOptions } from '@tanstack/react-query';
import type { FaqFields } from '../lib/adminSettings';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';

/** A help question (FAQ) of the help center (spec 3 section 3). */
export interface Help {
  id: number;
  question: string;
  answer: string;
}

export type HelpUpdate = FaqFields & { id: number };

const root = ['helps'] as const;

/** The help center's questions and answers, read by /faq, /help-center and the admin's FAQs. */
export const helpQueries = {
  all: () => root,
  /** A list: failures are silent. */
  list: () => queryOptions({ queryKey: [...root, 'list'] as const, queryFn: listHelps }),
};

export async function listHelps() {
  return (await http.get<Help[]>('/api/helps/list', { silent: true })).data;
}

export async function createHelp(fields: FaqFields) {
  return (await http.post<Help>('/api/helps', fields)).data;
}

export async function updateHelp({ id, ...fields }: HelpUpdate) {
  return (await http.put<Help>(`/api/helps/${id}`, fields)).data;
}

export async function deleteHelp(id: number) {
  return (await http.delete<Help>(`/api/helps/${id}`)).data;
}

export const useCreateHelp = (extras: MutationExtras<Help, FaqFields> = {}) =>
  useResourceMutation(createHelp, () => [root], extras);

export const useUpdateHelp = (extras: MutationExtras<Help, HelpUpdate> = {}) =>
  useResourceMutation(updateHelp, () => [root], extras);

export const useDeleteHelp = (extras: MutationExtras<Help, number> = {}) =>
  useResourceMutation(deleteHelp, () => [root], extras);
