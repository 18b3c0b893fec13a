import { describe, expect, it } from 'vitest';
import {
  documentFileOf,
  documentFor,
  prerenderedPaths,
  SHELL_DOCUMENT,
} from '../../src/app/prerenderedDocuments';
import { ROUTES } from '../../src/app/routeTable';

const PRERENDERED = prerenderedPaths(ROUTES);

describe('the prerendered pages', () => {
  it('are the public pages the route table marks', () => {
    expect(PRERENDERED).toEqual([
      '/',
      '/help-center',
      '/faq',
      '/terms-conditions',
      '/privacy-policy',
      '/blogs/:blogId',
      '/login',
      '/register',
      '/forgot-password',
    ]);
  });

  it('are all open to signed-out visitors', () => {
    for (const route of ROUTES.filter((r) => r.prerender))
      expect(['any', 'guest']).toContain(route.access);
  });

  it('each have a file of their own, none of them the shell', () => {
    const files = PRERENDERED.map(documentFileOf);
    expect(new Set(files).size).toBe(files.length);
    expect(files).not.toContain(SHELL_DOCUMENT);
    expect(files).toEqual([
      'home.html',
      'help-center.html',
      'faq.html',
      'terms-conditions.html',
      'privacy-policy.html',
      'blogs.html',
      'login.html',
      'register.html',
      'forgot-password.html',
    ]);
  });
});

describe('the document serving an address', () => {
  it.each([
    ['/', 'home.html'],
    ['/terms-conditions', 'terms-conditions.html'],
    ['/terms-conditions/', 'terms-conditions.html'],
    ['/blogs/123', 'blogs.html'],
    ['/login', 'login.html'],
    // Every other address gets the shell.
    ['/blogs', SHELL_DOCUMENT],
    ['/blogs/123/more', SHELL_DOCUMENT],
    ['/cases', SHELL_DOCUMENT],
    ['/admin/login', SHELL_DOCUMENT],
    ['/no-such-page', SHELL_DOCUMENT],
  ])('%s is served %s', (pathname, file) => {
    expect(documentFor(pathname, PRERENDERED)).toBe(file);
  });
});
