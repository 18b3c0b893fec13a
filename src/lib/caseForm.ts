/** The Add Case form as typed (spec 2 sections 2 and 5). */
export interface CaseFormValues {
  fileNumber?: string;
  clientId?: number;
  attorneyId?: number | null;
  caseNumber?: string;
  county?: string;
  streetLine1?: string;
  streetLine2?: string;
  city?: string;
  stateCode?: string;
  zipCode?: string;
}

export const CASE_FORM_MSG = {
  noDuplicates: 'No duplicates!',
} as const;

/** Street line 1 is stored with slashes replaced by hyphens (spec 2 section 5). */
export const cleanStreetLine = (value: string) => value.replace(/\//g, '-');

/** The duplicate look-up runs once both the case number and the county are given. */
export function duplicateLookup(
  caseNumber: string | undefined,
  county: string | undefined,
): { caseNumber: string; county: string } | null {
  const n = (caseNumber ?? '').trim();
  const c = (county ?? '').trim();
  return n && c ? { caseNumber: n, county: c } : null;
}

/** The POST /api/cases body from the form: trimmed, street slashes replaced, always a US property. */
export function newCaseBody(v: CaseFormValues) {
  const t = (s: string | undefined) => (s ?? '').trim();
  return {
    fileNumber: t(v.fileNumber),
    caseNumber: t(v.caseNumber),
    clientId: Number(v.clientId),
    attorneyId: v.attorneyId ?? null,
    county: t(v.county),
    streetLine1: cleanStreetLine(t(v.streetLine1)),
    streetLine2: t(v.streetLine2),
    city: t(v.city),
    stateCode: t(v.stateCode).toUpperCase(),
    zipCode: t(v.zipCode),
    countryCode: 'US' as const,
  };
}
