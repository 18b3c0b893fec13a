// Answered in the simulator by src/mocks/handlers/admin/settings.ts, src/mocks/handlers/public.ts.
import { queryOptions } from '@tanstack/react-query';
import type { FaqFields } from '../lib/adminSettings';
import { call } from './call';
import * as api from './contract/helps';
import { useResourceMutation, type MutationExtras } from './mutation';

import type { Help } from './contract/helps';

export type { Help };

export type HelpUpdate = FaqFields & { id: number };

const root = ['helps'] as const;

/** The help center's questions and answers, read by /faq, /help-center and the admin's FAQs. */
export const helpQueries = {
  all: () => root,
  /** A list: failures are silent. */
  list: () => queryOptions({ queryKey: [...root, 'list'] as const, queryFn: listHelps }),
};

export const listHelps = () => call(api.listHelps, { config: { silent: true } });

export const createHelp = (fields: FaqFields) => call(api.createHelp, { body: fields });

export const updateHelp = ({ id, ...fields }: HelpUpdate) =>
  call(api.updateHelp, { params: { id }, body: fields });

export const deleteHelp = (id: number) => call(api.deleteHelp, { params: { id } });

export const useCreateHelp = (extras: MutationExtras<Help, FaqFields> = {}) =>
  useResourceMutation(createHelp, () => [root], extras);

export const useUpdateHelp = (extras: MutationExtras<Help, HelpUpdate> = {}) =>
  useResourceMutation(updateHelp, () => [root], extras);

export const useDeleteHelp = (extras: MutationExtras<Help, number> = {}) =>
  useResourceMutation(deleteHelp, () => [root], extras);
