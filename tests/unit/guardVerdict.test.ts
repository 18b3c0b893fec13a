import {
  guardVerdict,
  sendRefusedNavigationsOnward,
  type Opener,
} from '../../src/app/guardVerdict';
import { buildRoutes } from '../../src/app/router';
import { ROUTES, type RouteDef } from '../../src/app/routeTable';
import { Role } from '../../src/lib/roles';

const visitor: Opener = { loggedIn: false, roles: [] };
const bidder: Opener = { loggedIn: true, roles: [Role.Bidder] };
const admin: Opener = { loggedIn: true, roles: [Role.Admin] };
const employee: Opener = { loggedIn: true, roles: [Role.Employee] };

const route = (path: string): RouteDef => {
  const def = ROUTES.find((r) => r.path === path);
  if (!def) throw new Error(`no route ${path}`);
  return def;
};

describe('what the guard makes of a route at an address', () => {
  it.each([
    [
      'a visitor, a bidder page',
      '/details/:mainLotId',
      '/details/5',
      '?x=1',
      visitor,
      { redirect: '/login', state: { from: '/details/5?x=1' } },
    ],
    [
      'a visitor, an admin page',
      '/admin/companies',
      '/admin/companies',
      '',
      visitor,
      { redirect: '/admin/login', state: { from: '/admin/companies' } },
    ],
    ['a bidder, a staff page', '/cases', '/cases', '', bidder, { redirect: '/dashboard' }],
    ['a bidder, a sign-in page', '/login', '/login', '', bidder, { redirect: '/' }],
    ['a visitor, a public page', '/faq', '/faq', '', visitor, null],
    ['a visitor, a sign-in page', '/login', '/login', '', visitor, null],
    ['a bidder, their page', '/details/:mainLotId', '/details/5', '', bidder, null],
    [
      'an admin, a bare slug route',
      '/admin/users',
      '/admin/users',
      '',
      admin,
      { redirect: '/admin/users/bidders' },
    ],
    [
      'a visitor, a malformed blog id',
      '/blogs/:blogId',
      '/blogs/abc',
      '',
      visitor,
      { notFound: true },
    ],
  ])('%s', (_, path, pathname, search, who, verdict) => {
    expect(guardVerdict(route(path), { pathname, search }, who)).toEqual(verdict);
  });

  it('sends a signed-in user away from sign-in to the page they came from', () => {
    expect(
      guardVerdict(route('/login'), { pathname: '/login', state: { from: '/cases/2' } }, employee),
    ).toEqual({
      redirect: '/cases/2',
    });
  });
});

describe('a navigation the guard would refuse', () => {
  function navigating(who: Opener) {
    const calls: unknown[][] = [];
    const router = {
      routes: buildRoutes(),
      navigate: (...args: unknown[]) => (calls.push(args), Promise.resolve()),
    } as unknown as Parameters<typeof sendRefusedNavigationsOnward>[0];
    sendRefusedNavigationsOnward(router, () => who);
    return { navigate: router.navigate, calls };
  }

  it('goes straight where the guard sends it, with what the sign-in page reads', async () => {
    const { navigate, calls } = navigating(visitor);
    await navigate('/details/5?lot=2');
    await navigate({ pathname: '/admin/companies' }, { replace: true });
    expect(calls).toEqual([
      ['/login', { state: { from: '/details/5?lot=2' } }],
      ['/admin/login', { replace: true, state: { from: '/admin/companies' } }],
    ]);
  });

  it('leaves a sign-in page to the guard: it opens as a session ends, its cookies maybe part-cleared', async () => {
    const { navigate, calls } = navigating(bidder);
    await navigate('/login', { replace: true });
    expect(calls).toEqual([['/login', { replace: true }]]);
  });

  it('sends a role to its own home without opening the page it may not', async () => {
    const { navigate, calls } = navigating(bidder);
    await navigate('/cases');
    expect(calls).toEqual([['/dashboard', { state: undefined }]]);
  });

  it('leaves alone what the guard admits, history steps, relative links and the 404 page', async () => {
    const { navigate, calls } = navigating(visitor);
    await navigate('/faq', { state: { a: 1 } });
    await navigate(-1);
    await navigate('details/5');
    await navigate('/blogs/abc');
    await navigate('/no-such-page');
    expect(calls).toEqual([
      ['/faq', { state: { a: 1 } }],
      [-1],
      ['details/5', undefined],
      ['/blogs/abc', undefined],
      ['/no-such-page', undefined],
    ]);
  });
});
