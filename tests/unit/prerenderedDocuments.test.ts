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
      'pages/index.html',
      'pages/help-center.html',
      'pages/faq.html',
      'pages/terms-conditions.html',
      'pages/privacy-policy.html',
      'pages/blogs/_.html',
      'pages/login.html',
      'pages/register.html',
      'pages/forgot-password.html',
    ]);
  });
});

describe('the document serving an address', () => {
  it.each([
    ['/', 'pages/index.html'],
    ['/terms-conditions', 'pages/terms-conditions.html'],
    ['/terms-conditions/', 'pages/terms-conditions.html'],
    ['/blogs/123', 'pages/blogs/_.html'],
    ['/login', 'pages/login.html'],
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
