import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { NOT_FOUND_TEXT } from '../../../../src/components/NotFoundPage';
import { db } from '../../../../src/mocks/db';
import { server } from '../../../../src/mocks/node';
import type { Company } from '../../../../src/mocks/db/types';
import { renderApp, setUpScreens } from '../../../render';

const LOAD = { timeout: 10_000 };

setUpScreens(
  'admin',
  () => import('../../../../src/features/admin-companies/CompanyDetailPage'),
  () => import('../../../../src/app/layouts/AdminLayout'),
);

const named = (name: string) => db.companies.find((c) => c.name === name)!;
const region = (name: string) => screen.getByRole('region', { name });
const actions = () => screen.queryByRole('group', { name: 'Company actions' });
const actionNames = () =>
  actions()
    ? within(actions()!)
        .getAllByRole('button')
        .map((b) => b.textContent)
    : [];

async function open(company: Company) {
  const view = renderApp(`/admin/companies/${company.id}`);
  await screen.findByRole('heading', { level: 1, name: company.name }, LOAD);
  await within(region('Company profile')).findByDisplayValue(company.name);
  return view;
}

/** Clicks an action, checks its question and answers Yes. */
async function confirm(
  user: Awaited<ReturnType<typeof open>>['user'],
  label: string,
  question: string,
) {
  const button = within(actions()!).getByRole('button', { name: label });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  const popup = (await screen.findByText(question)).closest<HTMLElement>('.ant-popover')!;
  await user.click(within(popup).getByRole('button', { name: 'Yes' }));
}

const statusTag = (status: string) =>
  within(screen.getByRole('heading', { level: 1 }).parentElement!.parentElement!).findByText(
    status,
    { selector: '.ant-tag' },
  );

describe('admin company detail', () => {
  it('shows the breadcrumb, the status and a pending company’s profile locked, then approves it', async () => {
    const company = named('Bluestem Auction Company');
    const { user } = await open(company);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Companies' })).toHaveAttribute(
      'href',
      '/admin/companies',
    );
    expect(within(crumbs).getByText(company.name)).toBeInTheDocument();
    expect(await statusTag('Pending')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The company is pending approval. Its profile can be changed once it is approved.',
      ),
    ).toBeInTheDocument();
    expect(within(region('Company profile')).getByLabelText('Company name')).toBeDisabled();
    expect(actionNames()).toEqual(['Approve', 'Decline']);

    await confirm(user, 'Approve', 'Are you sure to approve the company?');
    expect(await screen.findByText('Successfully approved the company!')).toBeInTheDocument();
    expect(company.status).toBe('Active');
    expect(await statusTag('Active')).toBeInTheDocument();
    await waitFor(() => expect(actionNames()).toEqual(['Deactivate']));
    expect(within(region('Company profile')).getByLabelText('Company name')).toBeEnabled();
    expect(screen.queryByText(/pending approval/)).toBeNull();
  });

  it('declines a pending company: no action is left and the form stays locked', async () => {
    const company = named('Riverbend Auction House');
    const { user } = await open(company);
    await user.click(within(actions()!).getByRole('button', { name: 'Decline' }));
    // No is a way out: nothing changes.
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(company.status).toBe('Pending');

    await confirm(user, 'Decline', 'Are you sure to decline the company?');
    expect(await screen.findByText('Successfully declined the company!')).toBeInTheDocument();
    expect(company.status).toBe('Declined');
    expect(
      await screen.findByText('The company was declined. Its profile cannot be changed.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(actions()).toBeNull());
    expect(within(region('Company profile')).getByLabelText('Company name')).toBeDisabled();
  });

  it('deactivates an active company and activates it again', async () => {
    const company = named('Great Lakes Gavel');
    const { user } = await open(company);
    await confirm(user, 'Deactivate', 'Are you sure to deactivate the company?');
    expect(await screen.findByText('Successfully deactivated the company!')).toBeInTheDocument();
    expect(company.status).toBe('Inactive');
    await waitFor(() => expect(actionNames()).toEqual(['Activate']));
    await confirm(user, 'Activate', 'Are you sure to activate the company?');
    expect(await screen.findByText('Successfully activated the company!')).toBeInTheDocument();
    expect(company.status).toBe('Active');
    await waitFor(() => expect(actionNames()).toEqual(['Deactivate']));
  });

  it('shows the server’s refusal when the status changed meanwhile', async () => {
    const company = named('Bluestem Auction Company');
    const { user } = await open(company);
    company.status = 'Declined';
    await confirm(user, 'Approve', 'Are you sure to approve the company?');
    expect(
      await screen.findByText(
        'Only a pending company can be approved or declined. This company is declined.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Successfully approved the company!')).toBeNull();
    expect(company.status).toBe('Declined');
    // The company is loaded again: as it is now, with nothing left to do.
    expect(await statusTag('Declined')).toBeInTheDocument();
    await waitFor(() => expect(actions()).toBeNull());
  });

  it('lets the administrator edit an active company’s profile', async () => {
    const company = named('Illini Auction Group');
    const { user } = await open(company);
    const form = within(region('Company profile'));
    const description = form.getByLabelText('Description');
    await user.clear(description);
    await user.click(description);
    await user.paste('Sales across central Illinois.');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved the company profile!')).toBeInTheDocument();
    expect(company.description).toBe('Sales across central Illinois.');
    // The logo, background and wire instructions are shown, not changed, here.
    expect(within(region('Logo')).queryByRole('button', { name: /Upload/ })).toBeNull();
    expect(within(region('Wire instructions')).getByRole('link')).toBeInTheDocument();
  });

  it('lists the company’s users read-only with role, status and last login', async () => {
    const company = named('Sangamon Land Sales');
    await open(company);
    const table = await within(region('Users')).findByRole('table', { name: 'Users' });
    await within(table).findByText('Lee Hart');
    for (const title of ['Name', 'E-mail', 'Role', 'Status', 'Last login'])
      expect(within(table).getByRole('columnheader', { name: title })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'Lee Hart',
        'lee.hart@sangamon.test',
        'Auctioneer',
        'Active',
        expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M$/),
      ],
      ['Chris Novak', 'chris.novak@sangamon.test', 'Employee', 'Inactive', 'Never'],
    ]);
    expect(within(region('Users')).queryByRole('button')).toBeNull();
    expect(actionNames()).toEqual(['Activate']);
  });

  it('shows the company’s featured lots, and says when there are none', async () => {
    await open(named('Great Lakes Gavel'));
    expect(
      await within(region('Featured lots')).findByText('The company has no featured lots.'),
    ).toBeInTheDocument();
  });

  it('reads a spec-shaped record: zip, wire instruction and featured lots on the company', async () => {
    const company = named('Great Lakes Gavel');
    server.use(
      mswHttp.get(`*/api/companies/${company.id}`, () =>
        HttpResponse.json({
          id: company.id,
          name: company.name,
          phoneNumber: company.phoneNumber,
          isPublic: false,
          address1: '1 Lake Shore Dr',
          address2: null,
          city: 'Chicago',
          state: 'IL',
          zip: '60611',
          timeZone: 'Central Standard Time',
          supportEmail: null,
          website: null,
          description: null,
          status: 'Active',
          logoUrl: null,
          backgroundImageUrl: null,
          wireInstruction: {
            createdBy: 'Pat Lake',
            createdDate: '2026-01-05T10:00:00Z',
            url: '/files/lake-wire.pdf',
          },
          featuredLots: [
            {
              id: 5,
              isAdmin: false,
              lot: { id: 81, caseId: 9, streetLine1: '9 Harbor Way', city: 'Evanston' },
            },
          ],
        }),
      ),
    );
    await open(company);
    expect(within(region('Company profile')).getByLabelText('Zip code')).toHaveValue('60611');
    const wire = within(region('Wire instructions'));
    expect(wire.getByRole('link', { name: /lake-wire\.pdf/ })).toBeInTheDocument();
    expect(wire.getByText(/^Uploaded by Pat Lake on 01\/05\/2026 /)).toBeInTheDocument();
    expect(within(region('Featured lots')).getByText('9 Harbor Way, Evanston')).toBeInTheDocument();
  });

  it.each(['abc', '999999'])('shows the not-found page for the id %s', async (id) => {
    renderApp(`/admin/companies/${id}`);
    expect(await screen.findByText(NOT_FOUND_TEXT, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Company profile' })).toBeNull();
  });
});
