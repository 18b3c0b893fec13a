import type { Configuration } from '../../src/api/configurations';
import type { Help } from '../../src/api/helps';
import type { OwnProfile } from '../../src/api/profile';
import { ADMIN_SETTINGS_MSG as MSG } from '../../src/lib/adminSettings';
import { advanceSimTime, simIso } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { callAs, userNamed } from '../simApi';

async function call<T = unknown>(user: string, method: string, path: string, body?: unknown) {
  const res = await callAs(user, method, path, body);
  return { status: res.status, body: (await res.json()) as T & { message?: string } };
}

const NOT_ADMINS = ['auctioneer', 'employee', 'client', 'attorney', 'bidder'];
const setting = (key: string) => db.configurations.find((c) => c.key === key)!;
const adminLogs = () => db.activityLogs.filter((l) => l.userId === userNamed('admin').id);

describe('the system configuration', () => {
  it('lists every setting to admins only', async () => {
    const list = await call<Configuration[]>('admin', 'GET', '/api/configurations');
    expect(list.status).toBe(200);
    expect(list.body.length).toBe(db.configurations.length);
    expect(list.body.find((c) => c.key === 'Contact_ToEmail')).toEqual({
      key: 'Contact_ToEmail',
      value: 'support@bidright.test',
      displayName: 'Contact form recipient',
      modifiedDate: expect.any(String),
    });
    for (const user of NOT_ADMINS)
      expect((await call(user, 'GET', '/api/configurations')).status).toBe(403);
  });

  it('changes one value, dated by the simulator clock, and logs it', async () => {
    advanceSimTime(3_600_000);
    const now = simIso();
    const saved = await call<Configuration>('admin', 'PUT', '/api/configurations', {
      key: 'Contact_ToEmail',
      value: ' help@bidright.test ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ key: 'Contact_ToEmail', value: 'help@bidright.test' });
    expect(Date.parse(saved.body.modifiedDate)).toBeGreaterThanOrEqual(Date.parse(now));
    expect(setting('Contact_ToEmail').value).toBe('help@bidright.test');
    expect(setting('Auction_StopAlertSeconds').value).toBe('10');
    expect(adminLogs().at(-1)).toMatchObject({
      actLogTitle: 'Configuration Updated',
      actLogBody: 'Contact form recipient: help@bidright.test',
    });
    const shown = await call<{ value: string }>(
      'bidder',
      'GET',
      '/api/configurations/Contact_ToEmail',
    );
    expect(shown.body.value).toBe('help@bidright.test');
  });

  it('refuses other roles, unknown keys, empty values and non-addresses for e-mail keys', async () => {
    const before = structuredClone(db.configurations);
    const put = (user: string, body: unknown) => call(user, 'PUT', '/api/configurations', body);
    for (const user of NOT_ADMINS)
      expect((await put(user, { key: 'Contact_ToEmail', value: 'x@y.test' })).status).toBe(403);
    const unknown = await put('admin', { key: 'No_Such_Key', value: '1' });
    expect(unknown).toEqual({ status: 404, body: { message: MSG.configurationNotFound } });
    const cases: [unknown, string][] = [
      [{ key: 'Auction_StopAlertSeconds', value: '  ' }, MSG.valueRequired],
      [{ key: 'Auction_StopAlertSeconds' }, MSG.valueRequired],
      [{ key: 'Contact_ToEmail', value: 'help@' }, MSG.emailValue],
      [{ key: 'Notification_FromEmail', value: 'no reply' }, MSG.emailValue],
    ];
    for (const [body, message] of cases)
      expect(await put('admin', body)).toEqual({ status: 400, body: { message } });
    expect(db.configurations).toEqual(before);
  });
});

describe('the help questions', () => {
  it('adds, edits and deletes a question for admins, each change logged and public at once', async () => {
    const added = await call<Help>('admin', 'POST', '/api/helps', {
      question: ' Can I bid by phone? ',
      answer: 'No, bids are placed online.',
    });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      id: expect.any(Number),
      question: 'Can I bid by phone?',
      answer: 'No, bids are placed online.',
    });
    const id = added.body.id;
    const listed = async () => (await call<Help[]>('bidder', 'GET', '/api/helps/list')).body;
    expect(await listed()).toContainEqual(added.body);

    const edited = await call<Help>('admin', 'PUT', `/api/helps/${id}`, {
      question: 'Can I bid by telephone?',
      answer: 'Only online.',
    });
    expect(edited).toEqual({
      status: 200,
      body: { id, question: 'Can I bid by telephone?', answer: 'Only online.' },
    });
    expect((await listed()).find((h) => h.id === id)?.answer).toBe('Only online.');

    const deleted = await call<Help>('admin', 'DELETE', `/api/helps/${id}`);
    expect(deleted.status).toBe(200);
    expect((await listed()).some((h) => h.id === id)).toBe(false);
    expect(adminLogs().map((l) => l.actLogTitle)).toEqual(
      expect.arrayContaining(['FAQ Added', 'FAQ Updated', 'FAQ Deleted']),
    );
  });

  it('refuses other roles, unknown ids and missing texts, changing nothing', async () => {
    const before = structuredClone(db.helps);
    const id = db.helps[0].id;
    const body = { question: 'Q?', answer: 'A.' };
    for (const user of NOT_ADMINS) {
      expect((await call(user, 'POST', '/api/helps', body)).status).toBe(403);
      expect((await call(user, 'PUT', `/api/helps/${id}`, body)).status).toBe(403);
      expect((await call(user, 'DELETE', `/api/helps/${id}`)).status).toBe(403);
    }
    const missing = { status: 404, body: { message: MSG.faqNotFound } };
    expect(await call('admin', 'PUT', '/api/helps/999999', body)).toEqual(missing);
    expect(await call('admin', 'DELETE', '/api/helps/999999')).toEqual(missing);
    expect(await call('admin', 'DELETE', '/api/helps/abc')).toEqual(missing);
    const refusals: [unknown, string][] = [
      [{ question: ' ', answer: 'A.' }, MSG.questionRequired],
      [{ answer: 'A.' }, MSG.questionRequired],
      [{ question: 'Q?', answer: '' }, MSG.answerRequired],
      [{}, MSG.questionRequired],
    ];
    for (const [b, message] of refusals) {
      const expected = { status: 400, body: { message } };
      expect(await call('admin', 'POST', '/api/helps', b)).toEqual(expected);
      expect(await call('admin', 'PUT', `/api/helps/${id}`, b)).toEqual(expected);
    }
    expect(db.helps).toEqual(before);
  });
});

describe('the admin’s own profile', () => {
  it('reads and saves the admin’s details', async () => {
    const me = await call<OwnProfile>('admin', 'GET', '/api/user/profile');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ userName: 'admin', firstName: 'Ada', lastName: 'Admin' });
    const saved = await call<OwnProfile>('admin', 'PUT', '/api/user/profile', {
      firstName: 'Adele',
      lastName: 'Admin',
      userName: 'admin',
      email: me.body.email,
      phoneNumber: '3125550199',
    });
    expect(saved.status).toBe(200);
    expect(userNamed('admin')).toMatchObject({ firstName: 'Adele', phoneNumber: '3125550199' });
  });
});
