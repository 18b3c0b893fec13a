import { simIso, simNow } from '../clock';
import { db, newId } from '../db/store';
import type { ActivityLog, ApiKey, Configuration, Db, Help, Resource } from '../db/types';
import { hashApiKey } from '../rules/apiKeys';
import { addRecord } from './record';

const YEAR = 365 * 24 * 3_600_000;

export const makeFaq = (over: Partial<Help> = {}, into: Db = db) =>
  addRecord(into.helps, over, into, {
    question: 'How do I join an auction?',
    answer: 'Open the property and choose Join Auction.',
  });

export const makeResource = (over: Partial<Resource> = {}, into: Db = db) =>
  addRecord(into.resources, over, into, {
    title: 'How online foreclosure auctions work',
    description: '<p>A short guide for first-time bidders.</p>',
    body: '',
    createdDate: simIso(),
  });

/** A system setting; the display name defaults to the key. */
export function makeConfiguration(
  over: Partial<Configuration> & { key: string },
  into: Db = db,
): Configuration {
  const setting: Configuration = {
    value: '',
    displayName: over.key,
    modifiedDate: simIso(),
    ...over,
  };
  into.configurations.push(setting);
  return setting;
}

/** An active API key of the first company, valid for a year. */
export function makeApiKey(over: Partial<ApiKey> = {}, into: Db = db): ApiKey {
  const id = over.id ?? newId(into);
  return addRecord(into.apiKeys, { ...over, id }, into, {
    companyId: into.companies[0]?.id ?? 0,
    keyHash: hashApiKey(`brk_sim_${String(id).padStart(6, '0')}`),
    last6: String(id).padStart(6, '0'),
    generatedDate: simIso(),
    expirationDate: new Date(simNow() + YEAR).toISOString(),
    deactivatedDate: null,
  });
}

export const makeActivityLog = (over: Partial<ActivityLog> = {}, into: Db = db) =>
  addRecord(into.activityLogs, over, into, {
    userId: null,
    caseId: null,
    lotId: null,
    actLogTitle: 'Note',
    actLogBody: '',
    createdDate: simIso(),
  });
