/** The help center's questions and answers (spec 3 §3 Help question, §7). */
import * as z from 'zod/mini';
import { endpoint } from './define';
import { id } from './common';

export const Help = z.object({ id: id(), question: z.string(), answer: z.string() });
export type Help = z.infer<typeof Help>;

export const HelpFields = z.object({ question: z.string(), answer: z.string() });

export const listHelps = endpoint({
  method: 'GET',
  path: '/api/helps/list',
  spec: '1 §7, 3 §7',
  summary: 'The help center questions (FAQ page, help center, admin FAQs).',
  response: z.array(Help),
  roles: ['Anonymous', 'Admin'],
  probe: {},
});

export const createHelp = endpoint({
  method: 'POST',
  path: '/api/helps',
  spec: '3 §7',
  summary: 'Adds a question (admin).',
  request: HelpFields,
  response: Help,
  roles: ['Admin'],
});

export const updateHelp = endpoint({
  method: 'PUT',
  path: '/api/helps/{id}',
  spec: '3 §7',
  summary: 'Edits a question (admin).',
  request: HelpFields,
  response: Help,
  roles: ['Admin'],
});

export const deleteHelp = endpoint({
  method: 'DELETE',
  path: '/api/helps/{id}',
  spec: '3 §7',
  summary: 'Removes a question (admin).',
  response: Help,
  roles: ['Admin'],
});
