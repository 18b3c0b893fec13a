import { db } from '../src/mocks/db';
import type { Auction, Lot, User } from '../src/mocks/db/types';
import { demoToken } from './demoToken';

/** Calls to the simulator from integration tests (jsdom + msw/node). */
export const post = (path: string, body: unknown = {}) =>
  fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A JSON call to the simulator as a demo account, signed in on a device of its own. */
export async function callAs(
  userName: string,
  method: string,
  path: string,
  body?: unknown,
  deviceId = userName,
) {
  const tok = await demoToken(userName, { deviceId });
  return fetch(`http://localhost${path}`, {
    method,
    headers: { Authorization: `Bearer ${tok.access_token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A case the simulator accepts: the first client's, no attorney, one property in Chicago. */
export const validCase = () => ({
  fileNumber: 'F-1',
  clientId: db.clients[0].id,
  attorneyId: null,
  caseNumber: '',
  county: 'Cook',
  streetLine1: '1 Main St',
  city: 'Chicago',
  stateCode: 'IL',
  zipCode: '60601',
  countryCode: 'US',
});

export async function until(check: () => boolean, ms = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const userNamed = (userName: string): User => db.users.find((u) => u.userName === userName)!;

export const liveAuction = (startType: Auction['startType']) =>
  db.auctions.find((a) => a.startType === startType && a.isOpen && !a.isTest && !a.isFinished)!;

/** A running lot of the live auction of that start type. */
export const liveLot = (startType: Auction['startType'] = 'Auto'): Lot => {
  const a = liveAuction(startType);
  return db.lots.find((l) => l.auctionId === a.id && l.status === 'Listed' && l.startedTime)!;
};

/** Joins (with a deposit) and bids as another bidder through the REST API, with their own token. */
export async function bidAs(
  userName: string,
  lotId: number,
  auctionId: number,
  amount: number,
  join = true,
) {
  const tok = await demoToken(userName, { deviceId: userName });
  const headers = {
    Authorization: `Bearer ${tok.access_token}`,
    'Content-Type': 'application/json',
  };
  if (join) {
    const profile = db.purchaseProfiles.find((p) => p.bidderId === tok.id)!;
    const r = await fetch(`http://localhost/api/auctions/${auctionId}/${lotId}/bidders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ amount: 100000, purchaseProfileId: profile.id, type: 'online' }),
    });
    if (r.status !== 200) throw new Error(`join failed: ${r.status}`);
  }
  return fetch(`http://localhost/api/auctions/${auctionId}/lots/${lotId}/bids`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ amount }),
  });
}

/** A multipart call to the simulator as a demo account (files as Blobs with a name). */
export async function uploadAs(
  userName: string,
  path: string,
  fields: Record<string, string | { blob: Blob; name: string }>,
  method = 'POST',
  headers: Record<string, string> = {},
) {
  const tok = await demoToken(userName, { deviceId: userName });
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, value.blob, value.name);
  return fetch(`http://localhost${path}`, {
    method,
    headers: { ...headers, Authorization: `Bearer ${tok.access_token}` },
    body: form,
  });
}
