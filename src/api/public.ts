import type { PublicListRequest } from '../lib/salesTabs';
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
  /** When a featured lot was marked featured (the home carousel shows the newest first). */
  featuredDate?: string | null;
}

export interface Page<T> {
  data: T[];
  total: number;
}

export interface ContactUs {
  name: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  message: string;
}

/** Public listings; silent like the other lists (the table shows its empty state). */
export async function listPublicLots(req: PublicListRequest) {
  return (await http.post<Page<PublicLotRow>>('/api/lots/list/public', req, { silent: true })).data;
}

export const sendContactUs = (body: ContactUs) => http.post('/api/helps/contactus', body);
