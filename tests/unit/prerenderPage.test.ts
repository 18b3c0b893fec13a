import { describe, expect, it } from 'vitest';
import { renderPage } from '../../src/app/prerender/renderPage';

describe('a prerendered page', () => {
  it('is its screen in its layout, with its title and only its styles', async () => {
    const terms = await renderPage('/terms-conditions');
    expect(terms.file).toBe('terms-conditions.html');
    expect(terms.title).toBe('Terms & Conditions');
    expect(terms.markup).toContain('Terms');
    // The screen itself, not its loading fallback.
    expect(terms.markup).not.toContain('ant-skeleton');
    expect(terms.styles).toContain('<style');
  }, 30_000);

  it('of a lazy layout is rendered whole (the sign-in page)', async () => {
    const login = await renderPage('/login');
    expect(login.title).toBe('Sign In');
    expect(login.markup).toContain('<form');
  }, 30_000);
});
