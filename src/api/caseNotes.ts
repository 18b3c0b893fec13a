import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';
import type { CaseNote } from './cases';

/** A note to add to a case; both parts are required. */
export interface NewCaseNote {
  caseId: number;
  subject: string;
  body: string;
}

/** Adds a note; notes are read from the case detail (CaseDetail.notes). */
export async function addCaseNote({ caseId, subject, body }: NewCaseNote) {
  return (await http.post<CaseNote>(`/api/casenotes/${caseId}`, { subject, body })).data;
}

export const useAddCaseNote = (extras: MutationExtras<CaseNote, NewCaseNote> = {}) =>
  useResourceMutation(addCaseNote, () => [['cases']], extras);
