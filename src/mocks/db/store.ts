import type { Db } from './types';

/** A database with no records; ids start at `firstId`. */
export function emptyDb(firstId = 1): Db {
  return {
    companies: [],
    users: [],
    bidders: [],
    bankAccounts: [],
    purchaseProfiles: [],
    phones: [],
    clients: [],
    attorneys: [],
    cases: [],
    documentTypes: [],
    caseNotes: [],
    lots: [],
    lotDocuments: [],
    properties: [],
    auctions: [],
    auctionBidders: [],
    bids: [],
    activityLogs: [],
    resources: [],
    helps: [],
    savedFilters: [],
    configurations: [],
    apiKeys: [],
    nextId: firstId,
  };
}

/** The simulator's in-memory database (one per process; tests reset it to the seed). */
export let db: Db = emptyDb();

export function replaceDb(next: Db) {
  db = next;
}

/** The next free id of a database (the live one unless another is being built). */
export function newId(into: Db = db): number {
  return into.nextId++;
}
