import { describe, expect, it } from 'vitest';
import { Resource, ResourceFields, ResourceRow } from '../../../src/api/contract/resources';
import { check } from '../../../src/api/contract/parse';

/** Spec 3 section 3: id, title, description (rich text), link; section 2.6: body (HTML). */
const resource = { id: 4, title: 'Buying at auction', description: '<p>How</p>', link: '' };

describe('the blog resources (spec 3 sections 2.6, 3 and 7)', () => {
  it('takes the spec’s fields; the date is read when the server gives it', () => {
    expect(check(ResourceRow, resource)).toEqual({ ok: true, value: resource });
    const dated = { ...resource, createdDate: '2026-03-01T10:00:00Z' };
    expect(check(ResourceRow, dated)).toEqual({ ok: true, value: dated });
  });

  it('reads the body as HTML, an absent or null body as empty', () => {
    expect(check(Resource, { ...resource, body: '<p>Body</p>' })).toEqual({
      ok: true,
      value: { ...resource, body: '<p>Body</p>' },
    });
    expect(check(Resource, resource)).toEqual({ ok: true, value: { ...resource, body: '' } });
    expect(check(Resource, { ...resource, body: null })).toEqual({
      ok: true,
      value: { ...resource, body: '' },
    });
  });

  it('refuses a resource without its title, and a save without the body field', () => {
    const { title: _t, ...noTitle } = resource;
    expect(check(ResourceRow, noTitle)).toMatchObject({
      ok: false,
      issues: [{ path: 'title', problem: 'expected string, received undefined' }],
    });
    expect(check(ResourceFields, { title: 'T', description: 'D', link: '' })).toMatchObject({
      ok: false,
      issues: [{ path: 'body' }],
    });
  });
});
