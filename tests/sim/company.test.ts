import type * as z from 'zod/mini';
import type { ApiKeyRow, NewApiKey } from '../../src/api/apiKeys';
import type { CompanyProfileFields, TimeZoneOption } from '../../src/api/companies';
import type { CompanyUser } from '../../src/api/companyUsers';
import type { CompanyProfile as CompanySchema } from '../../src/api/contract/companies';
import { advanceSimTime } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { makeAuctioneer, makeCompany, makeEmployee } from '../../src/mocks/factories';
import { hashApiKey } from '../../src/mocks/rules/apiKeys';
import { PROFILE_USERNAME_FIXED } from '../../src/mocks/handlers/company';
import { COMPANY_MSG } from '../../src/mocks/rules/company';
import { demoToken } from '../demoToken';
import { pdfBytes, pngBytes, sized } from '../fileBytes';
import { callAs, post, uploadAs, userNamed } from '../simApi';

async function call<T = unknown>(user: string, method: string, path: string, body?: unknown) {
  const res = await callAs(user, method, path, body);
  return { status: res.status, body: (await res.json()) as T & { message?: string } };
}

const companyUserViewOf = (id: number) => {
  const u = db.users.find((x) => x.id === id)!;
  return {
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phoneNumber: u.phoneNumber,
    role: u.role,
  };
};

/** The company record as the simulator sends it (spec 2 section 3). */
type CompanyProfile = z.input<typeof CompanySchema>;

const hostId = () => userNamed('auctioneer').companyId!;
const host = () => db.companies.find((c) => c.id === hostId())!;

const validProfile = (over: Partial<CompanyProfileFields> = {}) => ({
  name: 'Prairie State Auctions',
  phoneNumber: '3125550142',
  address1: '10 W Madison St',
  address2: 'Suite 5',
  city: 'Chicago',
  state: 'IL',
  zip: '60602',
  timeZone: 'Central Standard Time',
  supportEmail: 'help@prairie.test',
  website: 'https://prairie.test',
  isPublic: true,
  description: 'Court-ordered sales.',
  ...over,
});

const pdf = (name = 'wire.pdf', bytes = 100) => ({
  blob: new Blob([sized(pdfBytes('wire'), bytes)], { type: 'application/pdf' }),
  name,
});
const png = (name = 'logo.png') => ({
  blob: new Blob([pngBytes()], { type: 'image/png' }),
  name,
});

describe('the company profile', () => {
  it('answers the staff’s own company, and by id only to its staff and admins', async () => {
    for (const user of ['auctioneer', 'employee']) {
      const own = await call<CompanyProfile>(user, 'GET', '/api/companies');
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({
        id: hostId(),
        name: 'Prairie State Auctions',
        status: 'Active',
        timeZone: 'Central Standard Time',
      });
      // Spec 2 section 3: `zip`, `wireInstruction (createdBy, createdDate, url)`, `featuredLots`.
      expect(own.body).toMatchObject({ zip: host().address.zipCode });
      expect(own.body.wireInstruction).toEqual({
        createdBy: expect.any(String),
        createdDate: expect.any(String),
        url: host().wireInstructionsUrl,
      });
      expect(Array.isArray(own.body.featuredLots)).toBe(true);
    }
    expect((await call('auctioneer', 'GET', `/api/companies/${hostId()}`)).status).toBe(200);
    expect((await call('auctioneer', 'GET', `/api/companies/${db.companies[1].id}`)).status).toBe(
      403,
    );
    expect((await call('admin', 'GET', `/api/companies/${db.companies[1].id}`)).status).toBe(200);
    expect((await call('bidder', 'GET', '/api/companies')).status).toBe(403);
    expect((await call('client', 'GET', '/api/companies')).status).toBe(403);
  });

  it('lists its featured lots on the record, each with id, isAdmin and the lot', async () => {
    const cases = new Set(db.cases.filter((c) => c.companyId === hostId()).map((c) => c.id));
    const featured = db.lots.filter((l) => l.isFeatured && cases.has(l.caseId));
    expect(featured.length).toBeGreaterThan(0);
    for (const user of ['auctioneer', 'admin']) {
      const path = user === 'admin' ? `/api/companies/${hostId()}` : '/api/companies';
      const { body } = await call<CompanyProfile>(user, 'GET', path);
      expect(body.featuredLots.map((f) => f.lot.id).sort()).toEqual(
        featured.map((l) => l.id).sort(),
      );
      for (const entry of body.featuredLots) {
        const lot = featured.find((l) => l.id === entry.lot.id)!;
        expect(entry).toMatchObject({
          id: expect.any(Number),
          isAdmin: lot.featuredByAdmin,
          lot: { id: lot.id, caseId: lot.caseId, streetLine1: expect.any(String) },
        });
      }
    }
  });

  it('lists the US time zones', async () => {
    const zones = await call<TimeZoneOption[]>('employee', 'GET', '/api/companies/timezone');
    expect(zones.body.map((z) => z.id)).toContain('Central Standard Time');
    expect(zones.body.every((z) => z.displayName.startsWith('(UTC-'))).toBe(true);
  });

  it('saves the form for the company’s auctioneer only, with the required fields', async () => {
    const path = `/api/companies/${hostId()}`;
    const saved = await call<CompanyProfile>('auctioneer', 'PUT', path, validProfile());
    expect(saved.status).toBe(200);
    expect(host()).toMatchObject({ phoneNumber: '3125550142', supportEmail: 'help@prairie.test' });
    expect(host().address).toMatchObject({ streetLine1: '10 W Madison St', zipCode: '60602' });

    expect((await call('employee', 'PUT', path, validProfile())).status).toBe(403);
    expect(
      (await call('auctioneer', 'PUT', `/api/companies/${db.companies[1].id}`, validProfile()))
        .status,
    ).toBe(403);

    const refusals: [Partial<CompanyProfileFields>, string][] = [
      [{ name: ' ' }, 'Company name is required!'],
      [{ phoneNumber: '' }, 'Phone number is required!'],
      [{ address1: '' }, 'Address 1 is required!'],
      [{ city: '' }, 'City is required!'],
      [{ state: '' }, 'State is required!'],
      [{ zip: '' }, 'Zip code is required!'],
      [{ timeZone: '' }, 'Time zone is required!'],
      [{ timeZone: 'Mars Standard Time' }, COMPANY_MSG.timeZone],
      [{ phoneNumber: '12345' }, COMPANY_MSG.phone],
      [{ description: 'x'.repeat(251) }, COMPANY_MSG.descriptionTooLong],
      [{ name: '  lakeshore JUDICIAL sales ' }, COMPANY_MSG.duplicate],
    ];
    for (const [over, message] of refusals)
      expect(await call('auctioneer', 'PUT', path, validProfile(over))).toEqual({
        status: 400,
        body: { message },
      });
    const at250 = await call(
      'auctioneer',
      'PUT',
      path,
      validProfile({ description: 'y'.repeat(250) }),
    );
    expect(at250.status).toBe(200);
  });

  it('locks the profile of a pending or declined company with a clear message', async () => {
    for (const status of ['Pending', 'Declined'] as const) {
      const company = makeCompany({ name: `Locked ${status}`, status });
      const owner = makeAuctioneer({ userName: `owner-${status}`, companyId: company.id });
      const res = await call(owner.userName, 'PUT', `/api/companies/${company.id}`, {
        ...validProfile({ name: company.name }),
      });
      expect(res).toEqual({ status: 400, body: { message: COMPANY_MSG.locked } });
    }
  });

  it('stores logo and background uploads of staff; only auctioneers remove them', async () => {
    const id = hostId();
    const logo = await uploadAs('employee', `/api/companies/${id}/logo`, { Logo: png() }, 'PUT');
    expect(logo.status).toBe(200);
    const { logoUrl } = (await logo.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/sim-files\/\d+\/logo\.png$/);
    expect(host().logoUrl).toBe(logoUrl);
    expect((await fetch(`http://localhost${logoUrl}`)).headers.get('content-type')).toBe(
      'image/png',
    );

    const bg = await uploadAs(
      'auctioneer',
      `/api/companies/${id}/backgroundimage`,
      { BackgroundImage: png('bg.png') },
      'PUT',
    );
    expect(((await bg.json()) as { backgroundImageUrl: string }).backgroundImageUrl).toMatch(
      /bg\.png$/,
    );
    const wrong = await uploadAs('auctioneer', `/api/companies/${id}/logo`, { Logo: pdf() }, 'PUT');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe(
      'wire.pdf is not an image file',
    );
    const noField = await uploadAs(
      'auctioneer',
      `/api/companies/${id}/logo`,
      { Image: png() },
      'PUT',
    );
    expect(noField.status).toBe(400);

    expect((await call('employee', 'DELETE', `/api/companies/${id}/logo`)).status).toBe(403);
    expect((await call('employee', 'DELETE', `/api/companies/${id}/backgroundimage`)).status).toBe(
      403,
    );
    expect((await call('auctioneer', 'DELETE', `/api/companies/${id}/logo`)).status).toBe(200);
    expect(
      (await call('auctioneer', 'DELETE', `/api/companies/${id}/backgroundimage`)).status,
    ).toBe(200);
    expect(host()).toMatchObject({ logoUrl: '', backgroundImageUrl: '' });
    const other = await uploadAs(
      'auctioneer',
      `/api/companies/${db.companies[1].id}/logo`,
      { Logo: png() },
      'PUT',
    );
    expect(other.status).toBe(403);
  });

  it('takes wire instructions as a PDF under 5 MB from auctioneers, recording who and when', async () => {
    const path = `/api/companies/${hostId()}/wireinstructions`;
    const ok = await uploadAs('auctioneer', path, { WireInstructions: pdf('bank wire.pdf') });
    expect(ok.status).toBe(200);
    const wire = (await ok.json()) as CompanyProfile['wireInstruction'];
    expect(wire).toEqual({
      createdBy: 'Alex Hammond',
      createdDate: expect.any(String),
      url: expect.stringMatching(/bank%20wire\.pdf$/),
    });
    expect(wire!.url).toMatch(/^\/sim-files\//);
    expect(host().wireInstructionsUrl).toBe(wire!.url);

    const refusals: [ReturnType<typeof pdf>, string][] = [
      [png('scan.png'), 'scan.png is not a pdf file'],
      [pdf('big.pdf', 5 * 1024 * 1024), 'File must be smaller than 5MB!'],
      [
        { blob: new Blob(['x'], { type: 'image/png' }), name: 'fake.pdf' },
        'fake.pdf is not a pdf file',
      ],
      [{ blob: new Blob(['x'], { type: 'image/png' }), name: 'scan' }, 'scan is not a pdf file'],
    ];
    for (const [file, message] of refusals) {
      const res = await uploadAs('auctioneer', path, { WireInstructions: file });
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 400,
        body: { message },
      });
    }
    expect((await uploadAs('employee', path, { WireInstructions: pdf() })).status).toBe(403);
    // A name without an extension is no PDF, whatever its bytes.
    expect(
      await (await uploadAs('auctioneer', path, { WireInstructions: pdf('blob') })).json(),
    ).toEqual({
      message: 'blob is not a pdf file',
    });
  });

  it('finds companies by name, trimmed and in any case, for the sign-up check', async () => {
    const res = await post('/api/companies/check', { name: '  prairie STATE auctions ' });
    expect(await res.json()).toEqual([{ id: hostId(), name: 'Prairie State Auctions' }]);
    expect(await (await post('/api/companies/check', { name: 'Prairie State' })).json()).toEqual(
      [],
    );
    expect(await (await post('/api/companies/check', { name: '' })).json()).toEqual([]);
    const gone = await fetch('http://localhost/api/auctioneers/companynames');
    expect(gone.status).not.toBe(200);
  });
});

describe('company users', () => {
  const list = (user: string, body: unknown = {}) =>
    call<{ data: CompanyUser[]; total: number }>(user, 'POST', '/api/auctioneers/list', body);

  it('lists the company’s auctioneers and employees with status and last login', async () => {
    const res = await list('auctioneer');
    expect(res.status).toBe(200);
    const names = res.body.data.map((u) => u.userName);
    expect(names).toEqual(expect.arrayContaining(['auctioneer', 'employee']));
    expect(res.body.total).toBe(4);
    expect(res.body.data.every((u) => ['Auctioneer', 'Employee'].includes(u.role))).toBe(true);
    const inactive = res.body.data.filter((u) => u.deactivatedDate);
    expect(inactive).toHaveLength(1);
    expect(res.body.data.find((u) => u.userName === 'auctioneer')!.lastLoginDate).not.toBeNull();
    const searched = await list('auctioneer', { search: 'reyes' });
    expect(searched.body.data.map((u) => u.lastName)).toEqual(['Reyes']);
    const paged = await list('auctioneer', { pagination: { current: 2, pageSize: 3 } });
    expect(paged.body).toMatchObject({ total: 4 });
    expect(paged.body.data).toHaveLength(1);
    expect((await list('employee')).status).toBe(403);
    expect((await list('bidder')).status).toBe(403);
  });

  it('records the last sign-in', async () => {
    const before = userNamed('employee').lastLoginDate;
    advanceSimTime(60_000);
    await demoToken('employee');
    expect(userNamed('employee').lastLoginDate).not.toBe(before);
  });

  it('adds a user whose username is the e-mail, refusing registered e-mails by kind', async () => {
    const body = {
      firstName: 'Riley',
      lastName: 'Park',
      email: 'Riley.Park@prairie.test',
      phoneNumber: '(312) 555-0199',
      role: 'Employee',
    };
    const added = await call<CompanyUser>('auctioneer', 'POST', '/api/auctioneers/user', body);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      userName: 'riley.park@prairie.test',
      phoneNumber: '3125550199',
      role: 'Employee',
      deactivatedDate: null,
      lastLoginDate: null,
    });
    const stored = db.users.find((u) => u.id === added.body.id)!;
    expect(stored.companyId).toBe(hostId());
    expect(stored.password).toMatch(/^(?=.*\d)(?=.*[A-Z])(?=.*[a-z]).{6,}$/);

    const again = await call('auctioneer', 'POST', '/api/auctioneers/user', body);
    expect(again.body.message).toBe('Email address has already been registered!');
    const bidderEmail = userNamed('bidder').email;
    const bidder = await call('auctioneer', 'POST', '/api/auctioneers/user', {
      ...body,
      email: bidderEmail,
    });
    expect(bidder.body.message).toBe(
      'Email address has already been registered with non-auctioneer account!',
    );
    for (const [over, message] of [
      [{ firstName: '' }, 'First name is required!'],
      [{ role: '' }, 'Role is required!'],
      [{ role: 'Admin' }, COMPANY_MSG.role],
      [{ phoneNumber: '555' }, COMPANY_MSG.phone],
    ] as const) {
      const res = await call('auctioneer', 'POST', '/api/auctioneers/user', { ...body, ...over });
      expect(res).toEqual({ status: 400, body: { message } });
    }
    expect((await call('employee', 'POST', '/api/auctioneers/user', body)).status).toBe(403);
  });

  it('answers e-mail availability so the two registered messages can be told apart', async () => {
    const check = (email: string) =>
      call(
        'auctioneer',
        'GET',
        `/api/attorneys/checkemail/${encodeURIComponent(email)}/auctioneer`,
      );
    expect((await check('new.person@prairie.test')).body).toEqual({
      available: true,
      registered: false,
    });
    expect((await check(userNamed('employee').email)).body).toMatchObject({
      available: false,
      registered: true,
      role: 'Employee',
    });
    expect((await check(userNamed('bidder').email)).body).toMatchObject({
      available: false,
      role: 'Bidder',
    });
  });

  it('edits a user (not the username), and activates or deactivates with the rules', async () => {
    const employee = userNamed('employee');
    const path = `/api/auctioneers/${employee.id}`;
    const read = await call<CompanyUser>('auctioneer', 'GET', path);
    expect(read.body).toMatchObject({ userName: 'employee', role: 'Employee' });
    const edited = await call<CompanyUser>('auctioneer', 'PUT', path, {
      ...read.body,
      firstName: 'Emerson',
      userName: 'hacked',
    });
    expect(edited.body).toMatchObject({
      firstName: 'Emerson',
      userName: 'employee',
      role: 'Employee',
    });
    const morgan = db.users.find((u) => u.lastName === 'Reyes')!;
    const promoted = await call<CompanyUser>('auctioneer', 'PUT', `/api/auctioneers/${morgan.id}`, {
      ...companyUserViewOf(morgan.id),
      role: 'Auctioneer',
    });
    expect(promoted.body.role).toBe('Auctioneer');
    const self = userNamed('auctioneer');
    const demote = await call('auctioneer', 'PUT', `/api/auctioneers/${self.id}`, {
      ...companyUserViewOf(self.id),
      role: 'Employee',
    });
    expect(demote.body.message).toBe(COMPANY_MSG.selfRole);

    const off = await call<CompanyUser>('auctioneer', 'PUT', `${path}/false`);
    expect(off.body.deactivatedDate).not.toBeNull();
    expect(userNamed('employee').isDeactivated).toBe(true);
    await expect(demoToken('employee')).rejects.toThrow(/failed: 400/);
    const on = await call<CompanyUser>('auctioneer', 'PUT', `${path}/true`);
    expect(on.body.deactivatedDate).toBeNull();
    await expect(demoToken('employee')).resolves.toBeTruthy();

    expect((await call('employee', 'PUT', `${path}/true`)).status).toBe(403);
    expect((await call('employee', 'GET', path)).status).toBe(403);
    const viaEdit = await call<CompanyUser>('auctioneer', 'PUT', path, {
      ...on.body,
      deactivatedDate: '2026-01-01T00:00:00Z',
    });
    expect(viaEdit.body.deactivatedDate).not.toBeNull();

    expect(await call('auctioneer', 'PUT', `/api/auctioneers/${self.id}/false`)).toEqual({
      status: 400,
      body: { message: COMPANY_MSG.selfDeactivate },
    });
    const stranger = makeEmployee({ userName: 'stranger', companyId: db.companies[1].id });
    expect((await call('auctioneer', 'GET', `/api/auctioneers/${stranger.id}`)).status).toBe(403);
    expect((await call('auctioneer', 'PUT', `/api/auctioneers/${stranger.id}/false`)).status).toBe(
      403,
    );
  });

  it('keeps the featured-lot route apart from the user routes', async () => {
    const res = await call<unknown[]>('employee', 'GET', '/api/auctioneers/featuredlot');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  });
});

describe('API keys', () => {
  const keys = (user = 'auctioneer') => call<ApiKeyRow[]>(user, 'GET', '/api/settings/apikey');

  it('lists the seeded active, expired and deactivated keys masked', async () => {
    const res = await keys();
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    for (const k of res.body) expect(k.maskedKey).toMatch(/^\*{6}.{6}$/);
    expect(res.body.filter((k) => k.isExpired && !k.isDeactivated)).toHaveLength(1);
    expect(res.body.filter((k) => k.isDeactivated)).toHaveLength(1);
    expect(res.body.filter((k) => !k.isExpired && !k.isDeactivated)).toHaveLength(1);
    expect(res.body.some((k) => 'key' in k || 'keyHash' in k)).toBe(false);
    expect((await keys('employee')).status).toBe(403);
  });

  it('answers a new key once; the server keeps only its hash and last six characters', async () => {
    const created = await call<NewApiKey>('auctioneer', 'POST', '/api/settings/apikey');
    expect(created.status).toBe(201);
    const { key, maskedKey, id, expirationDate, generatedDate } = created.body;
    expect(key.length).toBeGreaterThan(20);
    expect(maskedKey).toBe(`******${key.slice(-6)}`);
    const year = new Date(expirationDate).getTime() - new Date(generatedDate).getTime();
    expect(Math.round(year / 86_400_000)).toBe(365);
    const stored = db.apiKeys.find((k) => k.id === id)!;
    expect(stored.keyHash).toBe(hashApiKey(key));
    expect(JSON.stringify(stored)).not.toContain(key);
    const listed = (await keys()).body;
    expect(listed[0]).toMatchObject({ id, maskedKey, isExpired: false, isDeactivated: false });
    expect(JSON.stringify(listed)).not.toContain(key);

    advanceSimTime(366 * 86_400_000);
    expect((await keys()).body.find((k) => k.id === id)!.isExpired).toBe(true);
    expect((await call('employee', 'POST', '/api/settings/apikey')).status).toBe(403);
  });

  it('deletes a key of the company: it is deactivated at once', async () => {
    const active = (await keys()).body.find((k) => !k.isDeactivated && !k.isExpired)!;
    const res = await call<ApiKeyRow>('auctioneer', 'DELETE', `/api/settings/apikey/${active.id}`);
    expect(res.body).toMatchObject({ id: active.id, isDeactivated: true });
    expect(res.body.deactivatedDate).not.toBeNull();
    expect((await call('auctioneer', 'DELETE', `/api/settings/apikey/${active.id}`)).body).toEqual({
      message: COMPANY_MSG.keyDeactivated,
    });
    expect((await call('employee', 'DELETE', `/api/settings/apikey/${active.id}`)).status).toBe(
      403,
    );
    const foreign = db.apiKeys.find((k) => k.companyId === hostId())!;
    foreign.companyId = db.companies[1].id;
    expect((await call('auctioneer', 'DELETE', `/api/settings/apikey/${foreign.id}`)).status).toBe(
      403,
    );
  });
});

describe('own profile', () => {
  type Wire = Record<string, unknown>;
  const staffSave = {
    firstName: 'E',
    lastName: 'S',
    userName: 'employee',
    email: 'e@s.test',
    phoneNumber: '3125550123',
  };

  it('answers the caller’s own details: staff with phoneNumber, clients and attorneys with phone', async () => {
    for (const user of ['auctioneer', 'employee']) {
      const me = await call<Wire>(user, 'GET', '/api/user/profile');
      expect(me.body).toMatchObject({ userName: user, phoneNumber: userNamed(user).phoneNumber });
      expect(me.body).not.toHaveProperty('phone');
    }
    for (const user of ['client', 'attorney']) {
      const me = await call<Wire>(user, 'GET', '/api/user/profile');
      expect(me.body).toMatchObject({ userName: user, phone: userNamed(user).phoneNumber });
      expect(me.body).not.toHaveProperty('phoneNumber');
    }
    expect((await call('bidder', 'GET', '/api/user/profile')).status).toBe(403);
  });

  it('saves exactly the spec’s fields: firstName, lastName, userName, email and phoneNumber (phone for clients)', async () => {
    const saved = await call<Wire>('attorney', 'PUT', '/api/user/profile', {
      firstName: 'Avery',
      lastName: 'Klein',
      userName: 'attorney',
      email: 'avery@barrett.test',
      phone: '(312) 555-0123',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      userName: 'attorney',
      lastName: 'Klein',
      phone: '3125550123',
    });
    const own = db.attorneys.find((a) => a.userId === userNamed('attorney').id)!;
    expect(own).toMatchObject({ lastName: 'Klein', email: 'avery@barrett.test' });

    const staff = await call<Wire>('employee', 'PUT', '/api/user/profile', staffSave);
    expect(staff.status).toBe(200);
    expect(userNamed('employee')).toMatchObject({ firstName: 'E', phoneNumber: '3125550123' });
  });

  it('refuses a client’s phone sent as phoneNumber, a missing or changed userName, a taken e-mail and a bad phone', async () => {
    const clientAsStaff = await call('client', 'PUT', '/api/user/profile', {
      ...staffSave,
      userName: 'client',
    });
    expect(clientAsStaff).toEqual({ status: 400, body: { message: 'Phone number is required!' } });
    const { userName: _omitted, ...noUserName } = staffSave;
    expect((await call('employee', 'PUT', '/api/user/profile', noUserName)).body).toEqual({
      message: 'Username is required!',
    });
    expect(
      (await call('employee', 'PUT', '/api/user/profile', { ...staffSave, userName: 'changed' }))
        .body,
    ).toEqual({ message: PROFILE_USERNAME_FIXED });
    expect(userNamed('employee').userName).toBe('employee');

    const taken = await call('employee', 'PUT', '/api/user/profile', {
      ...staffSave,
      email: userNamed('auctioneer').email,
    });
    expect(taken).toEqual({ status: 400, body: { message: COMPANY_MSG.emailRegistered } });
    const badPhone = await call('employee', 'PUT', '/api/user/profile', {
      ...staffSave,
      phoneNumber: '312',
    });
    expect(badPhone.body.message).toBe(COMPANY_MSG.phone);
  });
});
