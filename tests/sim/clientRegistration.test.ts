import type { AttorneyLookup } from '../../src/api/contract/clientRegistration';
import { Role } from '../../src/lib/roles';
import { db } from '../../src/mocks/db';
import { attorneysOf } from '../../src/mocks/rules/firms';
import { demoToken } from '../demoToken';
import { post } from '../simApi';

const firmNamed = (name: string) => db.clients.find((c) => c.name === name)!;
const barrett = () => firmNamed('Barrett & Associates LLP');
const kessler = () => firmNamed('Kessler Law Group');
const jamie = () => db.attorneys.find((a) => a.firstName === 'Jamie' && a.lastName === 'Rowe')!;
/** A company that does not list Barrett & Associates LLP among its clients. */
const strangerCompany = () => db.companies.find((c) => !barrett().companyIds.includes(c.id))!;

async function call<T = unknown>(path: string, body: unknown) {
  const res = await post(path, body);
  return {
    status: res.status,
    body: (await res.json()) as T & { message?: string; code?: string },
  };
}

const lookUp = (body: unknown) => call<AttorneyLookup>('/api/attorneys/register', body);

const signUpBody = (over: Record<string, unknown> = {}) => ({
  firstName: 'Jamie',
  lastName: 'Rowe-Ellis',
  userName: 'jrowe',
  password: 'Rowe2026',
  phoneNumber: '3125550177',
  companyId: db.companies[0].id,
  dca: true,
  ...over,
});
const signUp = (attorneyId: number, body: unknown) =>
  call<{ id: number; userName: string }>(`/api/attorneys/${attorneyId}/register`, body);

describe('POST /api/attorneys/register (the invitation lookup)', () => {
  it('answers the invited attorney, found by e-mail in any case, with the firm name', async () => {
    const a = jamie();
    const res = await lookUp({ email: a.email.toUpperCase(), companyId: db.companies[0].id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: a.id,
      isConnected: false,
      firstName: 'Jamie',
      lastName: 'Rowe',
      email: a.email,
      firmName: 'Barrett & Associates LLP',
    });
    // The company id is optional.
    expect((await lookUp({ email: a.email })).body.id).toBe(a.id);
  });

  it('refuses an unknown e-mail with 400 and a message carrying the {email} placeholder', async () => {
    const res = await lookUp({ email: 'nobody@law.test', companyId: db.companies[0].id });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('{email}');
    expect((await lookUp({})).status).toBe(400);
  });

  it('refuses with 403 when the firm is not a client of the company, or the company id is not one', async () => {
    const a = jamie();
    const res = await lookUp({ email: a.email, companyId: strangerCompany().id });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('The email address and the company do not match!');
    expect((await lookUp({ email: a.email, companyId: 'abc' })).status).toBe(403);
  });

  it('connects the firm of an attorney who has an account to the inviting company, once', async () => {
    const firm = kessler();
    const host = db.companies[0];
    const [attorney] = attorneysOf(firm.id);
    expect(firm.links).toHaveLength(0);
    expect((await signUp(attorney.id, signUpBody({ userName: 'kessler1' }))).status).toBe(201);
    // Signing up alone does not connect the firm.
    expect(firm.links).toHaveLength(0);

    const res = await lookUp({ email: attorney.email, companyId: host.id });
    expect(res.status).toBe(200);
    expect(res.body.isConnected).toBe(true);
    expect(firm.links).toEqual([
      { companyId: host.id, linkedSince: expect.any(String), primaryAttorneyId: attorney.id },
    ]);
    await lookUp({ email: attorney.email, companyId: host.id });
    expect(firm.links).toHaveLength(1);

    // Without a company nothing is linked.
    await lookUp({ email: attorney.email });
    expect(firm.links).toHaveLength(1);
  });
});

describe('POST /api/attorneys/{attorneyId}/register (the sign-up)', () => {
  it('creates the attorney’s account in the firm, which then signs in', async () => {
    const a = jamie();
    const res = await signUp(a.id, signUpBody());
    expect(res.status).toBe(201);
    const user = db.users.find((u) => u.id === res.body.id)!;
    expect(res.body.userName).toBe('jrowe');
    expect(user).toMatchObject({
      userName: 'jrowe',
      email: a.email,
      role: Role.Attorney,
      clientId: barrett().id,
      companyId: null,
      firstName: 'Jamie',
      lastName: 'Rowe-Ellis',
      phoneNumber: '3125550177',
    });
    expect(a).toMatchObject({ userId: user.id, lastName: 'Rowe-Ellis', phoneNumber: '3125550177' });

    const token = await demoToken('jrowe', { password: 'Rowe2026' });
    expect(token.id).toBe(user.id);
    expect((await lookUp({ email: a.email })).body.isConnected).toBe(true);

    const again = await signUp(a.id, signUpBody({ userName: 'jrowe2' }));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This attorney has already registered an account.');
  });

  it('refuses a taken username (any case) with the spec’s words, and creates nothing', async () => {
    const before = db.users.length;
    const res = await signUp(jamie().id, signUpBody({ userName: ' AUCTIONEER ' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'The username has already been taken. Please choose a different username!',
    });
    expect(db.users).toHaveLength(before);
    expect(jamie().userId).toBeNull();
  });

  it('applies the password rules of spec 1, the phone rule, the consent and the required names', async () => {
    const id = jamie().id;
    const refusal = async (over: Record<string, unknown>) => {
      const res = await signUp(id, signUpBody(over));
      expect(res.status).toBe(400);
      return res.body.message;
    };
    expect(await refusal({ password: '' })).toBe('Field is required!');
    expect(await refusal({ password: 'Ab1' })).toBe('Must be at least 6 characters long!');
    expect(await refusal({ password: 'Abcdefg' })).toBe('Must contain at least one number (0-9)!');
    expect(await refusal({ password: 'abcdef1' })).toBe(
      'Must contain at least one uppercase character (A-Z)!',
    );
    expect(await refusal({ password: 'ABCDEF1' })).toBe(
      'Must contain at least one lowercase character (a-z)!',
    );
    expect(await refusal({ phoneNumber: '312555' })).toBe('Please enter a valid phone number!');
    expect(await refusal({ dca: false })).toBe('You must agree to the Terms & Condition');
    expect(await refusal({ firstName: ' ' })).toBe('First name is required!');
    expect(await refusal({ userName: '' })).toBe('Username is required!');
    expect(jamie().userId).toBeNull();
    // The phone is optional.
    expect((await signUp(id, signUpBody({ phoneNumber: '' }))).status).toBe(201);
  });

  it('refuses another company’s invitation, an unknown attorney, and leaves other paths alone', async () => {
    const res = await signUp(jamie().id, signUpBody({ companyId: strangerCompany().id }));
    expect(res.status).toBe(403);
    expect((await signUp(999999, signUpBody())).status).toBe(404);
    const other = await post('/api/attorneys/abc/register', signUpBody());
    expect(other.status).not.toBe(201);
    expect(jamie().userId).toBeNull();
  });
});
