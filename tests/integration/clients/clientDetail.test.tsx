import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { http } from '../../../src/api/http';
import { formatDate } from '../../../src/lib/format';
import { db } from '../../../src/mocks/db';
import type { Attorney, Client } from '../../../src/mocks/db/types';
import { makeAttorney, makeClient } from '../../../src/mocks/factories';
import { server } from '../../../src/mocks/node';
import { SEED_CLIENTS } from '../../../src/mocks/seed/clients';
import { renderApp, setUpScreens } from '../../render';
import { post, userNamed } from '../../simApi';
import { pngBytes } from '../../fileBytes';

const FIRST = { timeout: 10_000 };
const hostId = () => userNamed('auctioneer').companyId!;
const named = (name: string): Client => db.clients.find((c) => c.name === name)!;
const whitfield = () => named(SEED_CLIENTS.unlinked);
const attorneysOf = (c: Client) => db.attorneys.filter((a) => a.clientId === c.id);
const nameOf = (a: Attorney) => `${a.firstName} ${a.lastName}`;

/** Opens the client's page and waits for its attorneys. */
async function openClient(client: Client) {
  const view = renderApp(`/clients/${client.id}`);
  await screen.findByRole('heading', { level: 1, name: client.name }, FIRST);
  const table = await screen.findByRole('table', { name: 'Attorneys' });
  const first = attorneysOf(client)[0];
  if (first) await within(table).findByText(nameOf(first));
  return { ...view, table };
}

const card = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest<HTMLElement>('.ant-card')!;

const attorneyRow = (table: HTMLElement, a: Attorney) =>
  within(table).getByText(nameOf(a)).closest<HTMLElement>('tr')!;

/** The open dialog titled `title`. */
async function findDialog(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('.ant-modal')!;
}

/** Confirms the open confirmation that asks `question`. */
async function confirm(user: ReturnType<typeof renderApp>['user'], question: string) {
  const pop = (await screen.findByText(question)).closest<HTMLElement>('.ant-popover')!;
  await user.click(within(pop).getByRole('button', { name: 'Yes' }));
}

/** Types into a field the way a paste does (one change), after what is there. */
async function fill(user: ReturnType<typeof renderApp>['user'], el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

setUpScreens(
  'auctioneer',
  () => import('../../../src/features/clients/ClientDetailPage'),
  () => import('../../../src/features/clients/ClientListPage'),
  () => import('../../../src/app/layouts/MainLayout'),
);

describe('client detail: an unlinked Active client', () => {
  it('shows the breadcrumb, status, information, attorneys 3 per page and no cases', async () => {
    const client = whitfield();
    makeAttorney({
      clientId: client.id,
      firstName: 'Quinn',
      lastName: 'Avery',
      email: 'q@wc.test',
    });
    const [nora, owen, priya, quinn] = attorneysOf(client);
    const { user, table } = await openClient(client);

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Client List' })).toHaveAttribute(
      'href',
      '/clients',
    );
    expect(within(crumbs).getByText('Details')).toBeInTheDocument();
    expect(screen.getByText('Active', { selector: '.ant-tag' })).toBeInTheDocument();

    const info = card('Client Information');
    expect(within(info).getByText('77 W Wacker Dr, Suite 1800, Chicago, IL 60601')).toBeVisible();
    expect(within(info).getByText('(312) 555-0410')).toBeVisible();
    expect(within(info).getByText('office@whitfieldcrane.test')).toBeVisible();
    expect(within(info).getByRole('button', { name: /Edit/ })).toBeEnabled();
    expect(within(info).getByRole('button', { name: /Upload Logo/ })).toBeInTheDocument();

    const attorneys = card('Attorney List');
    expect(within(attorneys).getByRole('button', { name: /New Attorney/ })).toBeEnabled();
    for (const title of ['Name', 'Email', 'Phone', 'Primary Contact', 'Actions'])
      expect(within(table).getByRole('columnheader', { name: title })).toBeInTheDocument();
    expect(within(attorneyRow(table, nora)).getByRole('img', { name: 'Primary contact' }));
    expect(
      within(attorneyRow(table, owen)).getByRole('button', { name: 'Mark as Main Contact' }),
    ).toBeInTheDocument();
    expect(within(attorneyRow(table, priya)).getByText('N/A')).toBeInTheDocument();
    // 3 per page: the fourth attorney is on the second page.
    expect(within(table).queryByText(nameOf(quinn))).not.toBeInTheDocument();
    await user.click(within(attorneys).getByRole('listitem', { name: '2' }));
    expect(await within(table).findByText(nameOf(quinn))).toBeInTheDocument();

    const cases = card('Linked Cases (0)');
    expect(within(cases).getByText('No linked cases')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Delete Client/ })).toBeEnabled();
  });

  it('marks another attorney as main contact after the confirmation', async () => {
    const client = whitfield();
    const [nora, owen] = attorneysOf(client);
    const { user, table } = await openClient(client);
    await user.click(
      within(attorneyRow(table, owen)).getByRole('button', { name: 'Mark as Main Contact' }),
    );
    await confirm(user, 'Are you sure to change the primary attorney!');
    expect(
      await screen.findByText('Successfully changed the primary attorney!'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(attorneyRow(table, owen)).getByRole('img', { name: 'Primary contact' }),
      ).toBeInTheDocument(),
    );
    expect(
      within(attorneyRow(table, nora)).getByRole('button', { name: 'Mark as Main Contact' }),
    ).toBeInTheDocument();
    expect(attorneysOf(client).filter((a) => a.isPrimary)).toEqual([owen]);
  });

  it('reads attorneys whose id comes as attorneyId (spec 2 §3) and acts on them', async () => {
    const client = whitfield();
    const [nora, owen] = attorneysOf(client);
    server.use(
      mswHttp.post('*/api/attorneys/:clientId/list', () =>
        HttpResponse.json({
          data: attorneysOf(client).map((a) => ({
            attorneyId: a.id,
            firstName: a.firstName,
            lastName: a.lastName,
            email: a.email,
            phone: a.phoneNumber,
            isPrimary: a.isPrimary,
            firmName: client.name,
            isConnected: a.userId !== null,
          })),
        }),
      ),
    );
    const { user, table } = await openClient(client);
    await user.click(
      within(attorneyRow(table, owen)).getByRole('button', { name: 'Mark as Main Contact' }),
    );
    await confirm(user, 'Are you sure to change the primary attorney!');
    expect(
      await screen.findByText('Successfully changed the primary attorney!'),
    ).toBeInTheDocument();
    expect(attorneysOf(client).filter((a) => a.isPrimary)).toEqual([owen]);
    await waitFor(() =>
      expect(
        within(attorneyRow(table, nora)).getByRole('button', { name: 'Mark as Main Contact' }),
      ).toBeInTheDocument(),
    );
  });

  it('removes an attorney after the confirmation', async () => {
    const client = whitfield();
    const priya = attorneysOf(client)[2];
    const { user, table } = await openClient(client);
    await user.click(screen.getByRole('button', { name: `Remove ${nameOf(priya)}` }));
    await confirm(user, 'Are you sure to remove the attorney?');
    expect(await screen.findByText('Successfully removed the attorney!')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText(nameOf(priya))).not.toBeInTheDocument());
    expect(attorneysOf(client)).toHaveLength(2);
  });

  it('adds an attorney: names and e-mail required, the phone checked', async () => {
    const client = named(SEED_CLIENTS.bare);
    const { user, table } = await openClient(client);
    expect(within(table).getByText('No attorneys yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /New Attorney/ }));
    const box = await findDialog('New Attorney');
    await user.click(within(box).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(box).getAllByText('Field is required!')).toHaveLength(3));

    await fill(user, within(box).getByLabelText('First Name'), 'Tess');
    await fill(user, within(box).getByLabelText('Last Name'), 'Ward');
    await fill(user, within(box).getByLabelText('Email'), 'tess.ward@harper.test');
    await fill(user, within(box).getByLabelText('Phone Number'), '31255');
    await user.click(within(box).getByRole('button', { name: 'Add' }));
    expect(await within(box).findByText('Please enter a valid phone number!')).toBeInTheDocument();
    await fill(user, within(box).getByLabelText('Phone Number'), '59000');
    expect(within(box).getByLabelText('Phone Number')).toHaveValue('(312) 555-9000');
    await user.click(within(box).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Successfully added a new attorney !')).toBeInTheDocument();
    const [tess] = attorneysOf(client);
    expect(tess).toMatchObject({ firstName: 'Tess', phoneNumber: '3125559000', isPrimary: true });
    expect(await within(table).findByText('Tess Ward')).toBeInTheDocument();
    expect(within(attorneyRow(table, tess)).getByRole('img', { name: 'Primary contact' }));
  });

  it('edits an attorney, keeping what was typed when the server refuses', async () => {
    const client = whitfield();
    const owen = attorneysOf(client)[1];
    const avery = db.attorneys.find((a) => a.firstName === 'Avery')!;
    const { user, table } = await openClient(client);
    await user.click(screen.getByRole('button', { name: `Edit ${nameOf(owen)}` }));
    const box = await findDialog('Edit Attorney');
    expect(within(box).getByLabelText('Email')).toHaveValue(owen.email);
    expect(within(box).getByLabelText('Phone Number')).toHaveValue('(312) 555-0412');

    await user.clear(within(box).getByLabelText('Email'));
    await fill(user, within(box).getByLabelText('Email'), avery.email);
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(
      await within(box).findByText('An attorney with this e-mail address already exists.'),
    ).toBeInTheDocument();
    expect(within(box).getByLabelText('Email')).toHaveValue(avery.email);

    await user.clear(within(box).getByLabelText('Email'));
    await fill(user, within(box).getByLabelText('Email'), 'owen@wc.test');
    await user.clear(within(box).getByLabelText('Last Name'));
    await fill(user, within(box).getByLabelText('Last Name'), 'Crane-Hall');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Successfully updated the attorney details!'),
    ).toBeInTheDocument();
    expect(owen).toMatchObject({ lastName: 'Crane-Hall', email: 'owen@wc.test' });
    expect(await within(table).findByText('Owen Crane-Hall')).toBeInTheDocument();
  });

  it('edits the client’s details', async () => {
    const client = whitfield();
    const { user } = await openClient(client);
    await user.click(within(card('Client Information')).getByRole('button', { name: /Edit/ }));
    const box = await findDialog('Edit Client');
    expect(within(box).getByLabelText('Firm Name')).toHaveValue(client.name);
    await user.clear(within(box).getByLabelText('Firm Name'));
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await within(box).findByText('Field is required!')).toBeInTheDocument();

    await fill(user, within(box).getByLabelText('Firm Name'), 'Whitfield Crane LLP');
    await user.clear(within(box).getByLabelText('Phone Number'));
    await fill(user, within(box).getByLabelText('Phone Number'), '3125550499');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated the client details!')).toBeInTheDocument();
    expect(client).toMatchObject({ name: 'Whitfield Crane LLP', phoneNumber: '3125550499' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Whitfield Crane LLP' }),
    ).toBeInTheDocument();
    expect(within(card('Client Information')).getByText('(312) 555-0499')).toBeVisible();
  });

  it('uploads a logo (field model, PUT) and shows it', async () => {
    const client = whitfield();
    const sent = vi.spyOn(http, 'request');
    const { user, container } = await openClient(client);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File([pngBytes()], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: `${client.name} logo` }, FIRST)).toHaveAttribute(
      'src',
      client.logoUrl,
    );
    expect(client.logoUrl).toMatch(/^\/sim-files\//);
    const call = sent.mock.calls.find(([c]) => c.url === `/api/clients/${client.id}/uploadlogo`)!;
    expect(call[0].method).toBe('PUT');
    expect((call[0].data as FormData).get('model')).toBeInstanceOf(File);
    expect(screen.queryByRole('button', { name: /Upload Logo/ })).not.toBeInTheDocument();
  });

  it('gives an unregistered attorney an invitation link to copy', async () => {
    const client = whitfield();
    const [nora, owen] = attorneysOf(client);
    nora.userId = userNamed('client').id;
    const { user, table } = await openClient(client);
    expect(
      within(attorneyRow(table, nora)).queryByRole('button', { name: /Invitation link/ }),
    ).not.toBeInTheDocument();
    await user.click(
      within(attorneyRow(table, owen)).getByRole('button', { name: /Invitation link/ }),
    );
    const box = await findDialog(`Invitation link: ${nameOf(owen)}`);
    const link = `${window.location.origin}/client-register?email=${encodeURIComponent(owen.email)}&companyId=${hostId()}`;
    const field = within(box).getByLabelText('Invitation link');
    await waitFor(() => expect(field).toHaveValue(link));
    expect(field).toHaveAttribute('readonly');
    await user.click(within(box).getByRole('button', { name: /Copy/ }));
    expect(await screen.findByText('Copied the invitation link!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('deletes the client after the confirmation and returns to the list', async () => {
    const client = whitfield();
    const { user, router } = await openClient(client);
    await user.click(screen.getByRole('button', { name: /Delete Client/ }));
    await confirm(user, 'Are you sure to delete the client?');
    expect(await screen.findByText('Successfully deleted the client!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    expect(db.clients).not.toContain(client);
  });
});

describe('client detail: locks', () => {
  it('a linked client: no edit, upload, new attorney, primary or actions; delete disabled with its reason', async () => {
    const client = named('Barrett & Associates LLP');
    const kases = db.cases.filter((c) => c.clientId === client.id && c.companyId === hostId());
    const { user, table } = await openClient(client);
    expect(screen.getByText(`Linked since ${formatDate(client.links[0].linkedSince)}`));
    const info = card('Client Information');
    expect(within(info).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(info).queryByRole('button', { name: /Upload Logo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New Attorney/ })).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Phone']);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();

    const remove = screen.getByRole('button', { name: /Delete Client/ });
    expect(remove).toBeDisabled();
    await user.hover(remove.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Cannot delete a client with linked case!',
    );

    const cases = card(`Linked Cases (${kases.length})`);
    const newest = [...kases].sort(
      (a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id,
    )[0];
    expect(
      await within(cases).findByRole('link', { name: newest.caseNumber || newest.fileNumber }),
    ).toHaveAttribute('href', `/cases/${newest.id}`);
  });

  it('an Inactive client: no New Attorney, the attorneys still editable', async () => {
    const client = named(SEED_CLIENTS.inactive);
    const marco = attorneysOf(client)[0];
    const { table } = await openClient(client);
    expect(screen.getByText('Inactive', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New Attorney/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: `Edit ${nameOf(marco)}` })).toBeEnabled();
    expect(within(card('Client Information')).getByRole('button', { name: /Edit/ })).toBeEnabled();
  });

  it('an unlinked client with cases cannot be deleted; a case opens from the table', async () => {
    const client = named('Kessler Law Group');
    const { user, router } = await openClient(client);
    expect(screen.getByRole('button', { name: /Delete Client/ })).toBeDisabled();
    const cases = card(
      `Linked Cases (${db.cases.filter((c) => c.clientId === client.id && c.companyId === hostId()).length})`,
    );
    const [first] = await within(cases).findAllByRole('link');
    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/cases\/\d+$/));
  });
});

describe('client detail: refusals and failures', () => {
  it('warns and returns to the list for another company’s client', async () => {
    const other = makeClient({ name: 'Elsewhere LLP', companyIds: [db.companies[1].id] });
    const { router } = renderApp(`/clients/${other.id}`);
    expect(
      await screen.findByText('You have no permission to this page!', {}, FIRST),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
  });

  it('shows not found for an unknown or non-numeric id', async () => {
    const { router } = renderApp('/clients/999999');
    expect(await screen.findByText('Client is not found!', {}, FIRST)).toBeVisible();
    await router.navigate('/clients/abc');
    expect(await screen.findByText('Client is not found!')).toBeVisible();
  });

  it('toasts a failed client load and loads again on Retry', async () => {
    const client = whitfield();
    await post('/__sim/faults', { match: `*/api/clients/${client.id}`, status: 500, count: 1 });
    const { user } = renderApp(`/clients/${client.id}`);
    expect(
      await screen.findByText('Failed to load client details.', {}, FIRST),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: client.name })).toBeVisible();
  });

  it('toasts a failed attorney list and keeps the rest of the page', async () => {
    const client = whitfield();
    server.use(
      mswHttp.post(`*/api/attorneys/${client.id}/list`, () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    renderApp(`/clients/${client.id}`);
    expect(await screen.findByText('Failed to load attorney list.', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
    expect(card('Client Information')).toBeVisible();
  });
});
