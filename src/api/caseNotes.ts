// Answered in the simulator by src/mocks/handlers/caseDetail.ts.
import { call } from './call';
import * as api from './contract/caseNotes';
import type { CaseNote } from './contract/caseNotes';
import { useResourceMutation, type MutationExtras } from './mutation';

/** A note to add to a case; both parts are required. */
export interface NewCaseNote {
  caseId: number;
  subject: string;
  body: string;
}

/** Adds a note; notes are read from the case detail (CaseDetail.notes). */
export const addCaseNote = ({ caseId, subject, body }: NewCaseNote) =>
  call(api.addCaseNote, { params: { caseId }, body: { subject, body } });

export const useAddCaseNote = (extras: MutationExtras<CaseNote, NewCaseNote> = {}) =>
  useResourceMutation(addCaseNote, () => [['cases']], extras);
