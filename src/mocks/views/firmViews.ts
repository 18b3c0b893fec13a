import type * as z from 'zod/mini';
import type { AttorneyAnswer } from '../../api/contract/attorneys';
import type { ClientRecord } from '../../api/contract/clients';
import type { CompanyLinkRow, FirmInfo } from '../../api/contract/firm';
import type { Attorney, Client, ClientLink, Company } from '../db/types';
import { attorneyById, attorneysOf, caseCounts, clientById, linkOf } from '../rules/firms';

/** Firms and attorneys as the screens receive them (the schemas of src/api/contract). */

export const firmInfoView = (c: Client): z.input<typeof FirmInfo> => ({
  id: c.id,
  name: c.name,
  streetLine1: c.address?.streetLine1 ?? '',
  streetLine2: c.address?.streetLine2 ?? '',
  city: c.address?.city ?? '',
  stateCode: c.address?.state ?? '',
  zipCode: c.address?.zipCode ?? '',
  phoneNumber: c.phoneNumber,
  email: c.email,
  logoUrl: c.logoUrl,
});

/** A client as the company `companyId` sees it. */
export function clientRecordView(
  c: Client,
  companyId: number | null,
): z.input<typeof ClientRecord> {
  const primary = attorneysOf(c.id).find((a) => a.isPrimary);
  return {
    ...firmInfoView(c),
    status: c.status,
    linkedSince: linkOf(c, companyId)?.linkedSince ?? null,
    primaryContactFirstName: primary?.firstName ?? null,
    primaryContactLastName: primary?.lastName ?? null,
    ...caseCounts(c.id, companyId),
  };
}

export const attorneyView = (a: Attorney): AttorneyAnswer => ({
  id: a.id,
  firstName: a.firstName,
  lastName: a.lastName,
  email: a.email,
  phone: a.phoneNumber,
  isPrimary: a.isPrimary,
  firmName: clientById(a.clientId)?.name ?? '',
  isConnected: a.userId !== null,
});

/**
 * A company as the firm's connected-companies list shows it: the link's contact attorney and
 * since when, or nulls for a company the firm is not linked to.
 */
export function companyLinkRowView(
  company: Company,
  link: ClientLink | undefined,
): z.input<typeof CompanyLinkRow> {
  const contact =
    link?.primaryAttorneyId != null ? attorneyById(link.primaryAttorneyId) : undefined;
  return {
    companyId: company.id,
    companyName: company.name,
    primaryAttorneyId: contact?.id ?? null,
    primaryAttorneyFirstName: contact?.firstName ?? null,
    primaryAttorneyLastName: contact?.lastName ?? null,
    linkedSince: link?.linkedSince ?? null,
  };
}
