import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { LINK_INVALID } from '../../../../src/components/RichTextEditor';
import { RESOURCE_MSG } from '../../../../src/lib/resources';
import { db } from '../../../../src/mocks/db';
import { makeResource } from '../../../../src/mocks/factories';
import { server } from '../../../../src/mocks/node';
import { renderApp, setUpScreens } from '../../../render';

const LOAD = { timeout: 10_000 };

setUpScreens(
  'admin',
  () => import('../../../../src/features/admin-settings/AdminSettingsPage'),
  () => import('../../../../src/features/admin-settings/ResourcesPage'),
  () => import('../../../../src/components/RichTextEditor'),
  () => import('../../../../src/app/layouts/AdminLayout'),
);

// jsdom lays nothing out: the editor's caret and scroll measurements read empty boxes.
beforeAll(() => {
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= rects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

type User = ReturnType<typeof renderApp>['user'];

const table = () => screen.getByRole('table', { name: 'Resources' });
const rowOf = (title: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(title))!;

async function dialog(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' }, LOAD);
  return heading.closest<HTMLElement>('.ant-modal')!;
}

async function open() {
  const view = renderApp('/admin/settings/resources');
  await within(await screen.findByRole('table', { name: 'Resources' }, LOAD)).findByText(
    'How online foreclosure auctions work',
  );
  return view;
}

async function fill(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

/** The description's editable area, once the editor has loaded. */
const editorIn = (box: HTMLElement) =>
  within(box).findByRole('textbox', { name: 'Description' }, LOAD);

async function writeDescription(user: User, box: HTMLElement, html: string) {
  const area = await editorIn(box);
  await user.click(area);
  await user.paste({
    getData: (type: string) => (type === 'text/html' ? html : html.replace(/<[^>]+>/g, '')),
    types: ['text/html', 'text/plain'],
    files: [] as unknown as FileList,
    items: [] as unknown as DataTransferItemList,
  } as unknown as DataTransfer);
}

describe('admin settings: resources', () => {
  it('lists the resources with a plain-text excerpt of each description', async () => {
    makeResource({
      title: 'Hostile',
      description: '<p>Read <b>this</b></p><img src=x onerror="window.__pwned=1">',
    });
    await open();
    for (const title of ['Title', 'Description', 'Link', 'Created', 'Actions'])
      expect(within(table()).getByRole('columnheader', { name: title })).toBeInTheDocument();
    const row = rowOf('Hostile');
    expect(within(row).getByText('Read this')).toBeInTheDocument();
    expect(row.querySelector('img')).toBeNull();
    expect(within(row).getByRole('link', { name: 'Hostile' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/blogs\/\d+$/),
    );
  });

  it('checks the fields before adding: title and description required, the URL http(s)', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: /Add Resource/ }));
    const box = await dialog('Add Resource');
    await editorIn(box);
    const toolbar = within(box).getByRole('toolbar', { name: 'Description formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'H2 heading',
      'H3 subheading',
      'Bulleted list',
      'Numbered list',
      'Link',
    ])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();

    await fill(user, within(box).getByLabelText('URL'), 'example.com');
    await user.click(within(box).getByRole('button', { name: 'Add Resource' }));
    expect(await within(box).findByText(RESOURCE_MSG.titleRequired)).toBeInTheDocument();
    expect(within(box).getByText(RESOURCE_MSG.descriptionRequired)).toBeInTheDocument();
    expect(within(box).getByText(RESOURCE_MSG.invalidLink)).toBeInTheDocument();
    expect(db.resources).toHaveLength(2);
  });

  it('adds a resource written in the rich text editor', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: /Add Resource/ }));
    const box = await dialog('Add Resource');
    await fill(user, within(box).getByLabelText('Title'), 'Bidding from your phone');
    await writeDescription(user, box, '<p>Tips for <strong>mobile</strong> bidders.</p>');
    await fill(user, within(box).getByLabelText('URL'), 'https://example.com/mobile');
    await user.click(within(box).getByRole('button', { name: 'Add Resource' }));

    expect(await screen.findByText(RESOURCE_MSG.added, {}, LOAD)).toBeInTheDocument();
    const saved = db.resources.find((r) => r.title === 'Bidding from your phone')!;
    expect(saved).toMatchObject({ link: 'https://example.com/mobile', body: '' });
    expect(saved.description).toContain('<strong>mobile</strong>');
    await waitFor(() =>
      expect(
        within(rowOf('Bidding from your phone')).getByText('Tips for mobile bidders.'),
      ).toBeInTheDocument(),
    );
  });

  it('links from the toolbar: only http(s) addresses are accepted', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: /Add Resource/ }));
    const box = await dialog('Add Resource');
    const area = await editorIn(box);
    await user.click(within(box).getByRole('button', { name: 'Link' }));
    const address = await screen.findByLabelText('Link address');
    await user.click(address);
    await user.paste('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(await screen.findByText(LINK_INVALID)).toBeInTheDocument();
    await user.clear(address);
    await user.paste('https://example.com/rules');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    await waitFor(() =>
      expect(area.querySelector('a')).toHaveAttribute('href', 'https://example.com/rules'),
    );
    expect(area.querySelector('a')).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('edits a resource with its description in the editor; a refusal keeps what was typed', async () => {
    const { user } = await open();
    await user.click(
      within(rowOf('How online foreclosure auctions work')).getByRole('button', {
        name: 'Edit resource How online foreclosure auctions work',
      }),
    );
    const box = await dialog('Edit Resource');
    const area = await editorIn(box);
    await waitFor(() => expect(area).toHaveTextContent('A short guide for first-time bidders.'));
    const title = within(box).getByLabelText('Title');
    await fill(user, title, 'Auctions, explained');

    server.use(
      mswHttp.put('*/api/resources/:id', () =>
        HttpResponse.json({ message: 'The title is already used.' }, { status: 400 }),
      ),
    );
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('The title is already used.');
    expect(title).toHaveValue('Auctions, explained');
    server.resetHandlers();

    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(RESOURCE_MSG.updated, {}, LOAD)).toBeInTheDocument();
    expect(db.resources.find((r) => r.id === 1)).toMatchObject({
      title: 'Auctions, explained',
      description: '<p>A short guide for first-time bidders.</p>',
      body: '',
    });
  });

  it('deletes a resource after the confirmation', async () => {
    const { user } = await open();
    await user.click(
      within(rowOf('Understanding the required down payment')).getByRole('button', {
        name: 'Delete resource Understanding the required down payment',
      }),
    );
    expect(await screen.findByText(RESOURCE_MSG.confirmDelete)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(RESOURCE_MSG.deleted, {}, LOAD)).toBeInTheDocument();
    expect(db.resources.some((r) => r.id === 2)).toBe(false);
    await waitFor(() =>
      expect(within(table()).queryByText('Understanding the required down payment')).toBeNull(),
    );
  });

  it('shows the empty text without resources, and the same when the list fails (silently)', async () => {
    db.resources = [];
    const first = renderApp('/admin/settings/resources');
    expect(await screen.findByText(RESOURCE_MSG.empty, {}, LOAD)).toBeInTheDocument();
    first.unmount();
    server.use(mswHttp.get('*/api/resources/list', () => new HttpResponse(null, { status: 500 })));
    renderApp('/admin/settings/resources');
    expect(await screen.findByText(RESOURCE_MSG.empty, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
