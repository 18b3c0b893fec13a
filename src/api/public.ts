import type { PublicListRequest } from '../lib/salesTabs';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http';

export interface PublicLotRow {
  id: number;
  auctionId: number;
  auctionStartTime: string | null;
  auctionIsTest: boolean;
  caseFileNumber: string;
  caseNumber: string;
  auctionHostName: string;
  auctionHostLogoUrl: string;
  streetLine1: string;
  streetLine2: string;
  city: string;
  county: string;
  stateCode: string;
  zipCode: string;
  images: { url: string; isMain: boolean }[];
  attributes: {
    attributeName: string;
    attributeDisplayName: string;
    value: string;
    attributeType: string;
  }[];
  openingPrice: number;
  requiredDown: number;
  caseSalesPrice: number | null;
  caseContinuance: boolean;
  caseSoldTo: 'ThirdPartyBidder' | 'Plaintiff' | null;
  lotStatus: string;
  isPostponed: boolean;
}

export interface Page<T> {
  data: T[];
  total: number;
}

export interface Help {
  id: number;
  question: string;
  answer: string;
}

export interface Resource {
  id: number;
  title: string;
  description: string;
  body: string;
  createdDate: string;
}

export interface ContactUs {
  name: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  message: string;
}

/** The help center's questions and answers. */
export const helpQueries = {
  all: () => ['helps'] as const,
  list: () => queryOptions({ queryKey: ['helps', 'list'] as const, queryFn: listHelps }),
};

/** Public configuration values. */
export const configurationQueries = {
  all: () => ['configurations'] as const,
  contactEmail: () =>
    queryOptions({
      queryKey: ['configurations', 'Contact_ToEmail'] as const,
      queryFn: getContactEmail,
    }),
};

/** Blog resources. */
export const resourceQueries = {
  all: () => ['resources'] as const,
  detail: (id: string) =>
    queryOptions({ queryKey: ['resources', id] as const, queryFn: () => getResource(id) }),
};

/** Public listings; silent like the other lists (the table shows its empty state). */
export async function listPublicLots(req: PublicListRequest) {
  return (await http.post<Page<PublicLotRow>>('/api/lots/list/public', req, { silent: true })).data;
}

export async function listHelps() {
  return (await http.get<Help[]>('/api/helps/list', { silent: true })).data;
}

export async function getContactEmail() {
  return (
    await http.get<{ key: string; value: string }>('/api/configurations/Contact_ToEmail', {
      silent: true,
    })
  ).data.value;
}

export const sendContactUs = (body: ContactUs) => http.post('/api/helps/contactus', body);

/** A blog resource; failures show the not-found page, so no notice. */
export async function getResource(id: string) {
  return (await http.get<Resource>(`/api/resources/${id}`, { silent: true })).data;
}
