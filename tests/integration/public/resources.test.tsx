import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { NO_RESOURCES } from '../../../src/features/public/ResourceList';
import { db } from '../../../src/mocks/db';
import { makeResource } from '../../../src/mocks/factories';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../render';

const LOAD = { timeout: 10_000 };
const HOSTILE =
  '<p>Know the <b>rules</b>.</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
const pwned = () => (window as unknown as { __pwned?: number }).__pwned;

const resourceList = () => screen.findByRole('list', { name: 'Resources' }, LOAD);

describe('help center: resources', () => {
  it('lists every resource newest first, each opening its blog page, with a text excerpt', async () => {
    const r = makeResource({ title: 'Hostile guide', description: HOSTILE });
    const { user, router } = renderApp('/help-center');
    const list = await resourceList();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(db.resources.length);
    expect(items[0]).toHaveTextContent('Hostile guide');
    expect(within(items[0]).getByText('Know the rules.')).toBeInTheDocument();
    expect(list.querySelector('img, script, b')).toBeNull();
    expect(pwned()).toBeUndefined();

    await user.click(within(items[0]).getByRole('link', { name: 'Hostile guide' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/blogs/${r.id}`));
  });

  it('offers a resource’s http(s) link in a new tab, and never another kind of address', async () => {
    makeResource({ title: 'Outside', link: 'https://example.com/guide' });
    makeResource({ title: 'Scripted', link: 'javascript:alert(1)' });
    renderApp('/help-center');
    const items = within(await resourceList()).getAllByRole('listitem');
    const outside = items.find((i) => i.textContent?.includes('Outside'))!;
    const link = within(outside).getByRole('link', { name: /Visit link/ });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleName(/opens in a new tab/);
    const scripted = items.find((i) => i.textContent?.includes('Scripted'))!;
    expect(within(scripted).queryByRole('link', { name: /Visit link/ })).toBeNull();
  });

  it('shows the empty text without resources and when the list fails (silently)', async () => {
    db.resources = [];
    const first = renderApp('/help-center');
    expect(await screen.findByText(NO_RESOURCES, {}, LOAD)).toBeInTheDocument();
    first.unmount();
    server.use(mswHttp.get('*/api/resources/list', () => new HttpResponse(null, { status: 500 })));
    renderApp('/help-center');
    expect(await screen.findByText(NO_RESOURCES, {}, LOAD)).toBeInTheDocument();
  });
});

describe('blog page', () => {
  it('shows a hostile description and body sanitised, and the resource’s link', async () => {
    const r = makeResource({
      title: 'Hostile blog',
      description: HOSTILE,
      body: '<p>Body text</p><img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=1">bad</a>',
      link: 'https://example.com/more',
    });
    renderApp(`/blogs/${r.id}`);
    expect(await screen.findByText('Hostile blog', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('rules')).toBeInTheDocument();
    expect(screen.getByText('Body text')).toBeInTheDocument();
    const page = document.body;
    expect(page.querySelector('.blog-description script, .blog-body script')).toBeNull();
    for (const img of page.querySelectorAll('.blog-description img, .blog-body img'))
      expect(img.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('bad').getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(screen.getByRole('link', { name: /Read more/ })).toHaveAttribute(
      'href',
      'https://example.com/more',
    );
    expect(pwned()).toBeUndefined();
  });
});
