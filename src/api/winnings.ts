import type { WinningStatus } from '../lib/winnings';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { http } from './http';
import { useResourceMutation, type MutationExtras } from './mutation';

/** A won lot in the winner's list (GET /api/bidders/winning). */
export interface WinningSummary {
  lotId: number;
  auctionId: number;
  streetLine1: string;
  streetLine2: string;
  city: string;
  stateCode: string;
  zipCode: string;
  images: { url: string; isMain: boolean }[];
  auctionHostName: string;
  winAmount: number;
  stoppedTime: string | null;
  status: WinningStatus;
  deedDelivery: string | null;
}

export interface WinningProperty {
  id: number;
  streetLine1: string;
  streetLine2: string;
  city: string;
  county: string;
  stateCode: string;
  zipCode: string;
  isPrimary: boolean;
  imageData: { url: string; isMain: boolean; description?: string }[];
  extendedData: {
    attributeName: string;
    attributeDisplayName: string;
    value: string;
    attributeType: string;
  }[];
}

/** Winning details (spec 1 section 3; GET /api/bidders/winning/{lotId}). */
export interface WinningDetails {
  lotId: number;
  auctionId: number;
  caseFirmName: string;
  caseNumber: string;
  county: string;
  caseFileNumber: string;
  winner: {
    bidAmount: number;
    reliefFee: number;
    bidBidderFullName: string;
    bidPaddleNumber: number;
    type: string;
    phoneNumber: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
    county: string;
  };
  winnerCreatedDate: string | null;
  requiredDown: number;
  depositReceivedDate: string | null;
  paymentReceivedDate: string | null;
  initialPayment: number;
  remainingPayment: number;
  status: WinningStatus;
  deedDelivery: string | null;
  deedShippingAddress: string | null;
  auctionHost: {
    name: string;
    wireInstructionsUrl: string;
    phoneNumber: string;
    supportEmail: string;
  };
  startedTime: string | null;
  stoppedTime: string | null;
  openingPrice: number;
  numberOfBidders: number;
  numberOfBids: number;
  properties: WinningProperty[];
  documents: { id: number; name: string; url: string }[];
}

export interface DeedDeliveryRequest {
  deedDelivery: string;
  deedShippingAddress: string | null;
}

const root = ['winnings'] as const;

export const winningQueries = {
  all: () => root,
  list: () => queryOptions({ queryKey: [...root, 'list'] as const, queryFn: listWinnings }),
  detail: (lotId: number) =>
    queryOptions({
      queryKey: [...root, 'detail', lotId] as const,
      queryFn: () => getWinning(lotId),
    }),
};

/** The caller's won lots; silent, the list shows its own error state. */
export async function listWinnings() {
  return (await http.get<WinningSummary[]>('/api/bidders/winning', { silent: true })).data;
}

/** One won lot; silent, the page shows not-found and error results itself. */
export async function getWinning(lotId: number) {
  return (await http.get<WinningDetails>(`/api/bidders/winning/${lotId}`, { silent: true })).data;
}

export async function setDeedDelivery(lotId: number, body: DeedDeliveryRequest) {
  return (await http.put<WinningDetails>(`/api/bidders/winning/${lotId}/deeddelivery`, body)).data;
}

/** Saves the deed delivery choice: the answer replaces the won lot, the list is read again. */
export function useSetDeedDelivery(
  lotId: number,
  extras: MutationExtras<WinningDetails, DeedDeliveryRequest> = {},
) {
  const client = useQueryClient();
  return useResourceMutation(
    (body: DeedDeliveryRequest) => setDeedDelivery(lotId, body),
    () => [winningQueries.list().queryKey],
    {
      ...extras,
      onSuccess: (data, ...rest) => {
        client.setQueryData(winningQueries.detail(lotId).queryKey, data);
        return extras.onSuccess?.(data, ...rest);
      },
    },
  );
}
