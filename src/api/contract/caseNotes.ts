/** The notes of a case (spec 2 §3 Case note, §5 Documents and notes, §7). */
import * as z from 'zod/mini';
import { endpoint } from './define';
import { id, isoDate } from './common';

/**
 * A note on a case (spec 2 §3 Case note: subject, body, also id, createdDate, createdBy), in
 * the case's `notes` and as the answer of a new note. `createdBy` is the author's full name.
 */
export const CaseNote = z.object({
  id: id(),
  subject: z.string(),
  body: z.string(),
  createdDate: isoDate(),
  createdBy: z.string(),
});
export type CaseNote = z.infer<typeof CaseNote>;

/** The body of a new note (spec 2 §7 POST /api/casenotes/{caseId}: body subject, body). */
export const NoteFields = z.object({ subject: z.string(), body: z.string() });

export const addCaseNote = endpoint({
  method: 'POST',
  path: '/api/casenotes/{caseId}',
  spec: '2 §7',
  summary: 'Adds a note to a case; answers the note (notes are read from the case).',
  request: NoteFields,
  response: CaseNote,
  roles: ['Auctioneer', 'Employee', 'Client', 'Attorney'],
});
