import { describe, expect, it } from 'vitest';
import {
  ActivityLogFilter,
  listActivityLogs,
  listLotActivity,
} from '../../../src/api/contract/activityLogs';
import { check } from '../../../src/api/contract/parse';

const issues = (r: ReturnType<typeof check>) => (r.ok ? [] : r.issues);

/** Spec 1 section 3: actLogTitle, actLogBody, createdDate. */
const log = {
  actLogTitle: 'Bid Placed',
  actLogBody: '$1,000',
  createdDate: '2026-03-10T15:00:00Z',
};

describe('activityLogs contract', () => {
  it('reads the spec’s entries, with or without an id and a total', () => {
    expect(check(listActivityLogs.response, { data: [log] }).ok).toBe(true);
    expect(check(listActivityLogs.response, { data: [{ ...log, id: 3 }], total: 1 }).ok).toBe(true);
    const r = check(listLotActivity.response, [{ ...log, actLogBody: null }]);
    expect(r.ok && r.value[0].actLogBody).toBe('');
  });

  it('refuses an entry without its title or date, naming the path', () => {
    expect(issues(check(listActivityLogs.response, { data: [{ createdDate: 'x' }] }))).toEqual([
      { path: 'data.0.actLogTitle', problem: 'expected string, received undefined' },
    ]);
    expect(issues(check(listLotActivity.response, [{ actLogTitle: 'Lot Closed' }]))).toEqual([
      { path: '0.createdDate', problem: 'expected string, received undefined' },
    ]);
  });

  it('takes an empty body for the caller’s own logs, or a case id', () => {
    expect(check(ActivityLogFilter, {}).ok).toBe(true);
    expect(check(ActivityLogFilter, { caseId: 4 }).ok).toBe(true);
  });
});
