import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { makeAuctioneer, makeCompany } from '../../../src/mocks/factories';
import { renderApp, setUpScreens, setupUser, signInAs } from '../../render';
import { userNamed } from '../../simApi';
import { pdfBytes, pngBytes } from '../../fileBytes';

const LOAD = { timeout: 10_000 };

setUpScreens(
  'auctioneer',
  () => import('../../../src/features/settings/SettingsPage'),
  () => import('../../../src/features/settings/CompanyProfilePage'),
  () => import('../../../src/app/layouts/MainLayout'),
);

const host = () => db.companies.find((c) => c.id === userNamed('auctioneer').companyId)!;
const region = (name: string) => screen.getByRole('region', { name });
const fileInput = (within: HTMLElement) =>
  within.querySelector('input[type="file"]') as HTMLInputElement;

async function open() {
  const view = renderApp('/settings/company-profile');
  await screen.findByLabelText('Company name', {}, LOAD);
  return view;
}

describe('company profile: auctioneer', () => {
  it('shows the settings tabs of an auctioneer and moves between them by address', async () => {
    const { user, router } = await open();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Company Profile', 'Profile', 'Users', 'API Credentials', 'Logs']);
    await user.click(screen.getByRole('tab', { name: 'Logs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/logs'));
  });

  it('fills the form, requires the spec fields and saves with a success message', async () => {
    const { user } = await open();
    const form = within(region('Company profile'));
    expect(form.getByLabelText('Company name')).toHaveValue('Prairie State Auctions');
    expect(await form.findByText('(UTC-06:00) Central Time (US & Canada)')).toBeInTheDocument();
    const phone = form.getByLabelText('Phone number');
    for (const label of ['Company name', 'Address 1', 'City', 'Zip code']) {
      await user.clear(form.getByLabelText(label));
    }
    await user.clear(phone);
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getAllByText('Field is required!')).toHaveLength(4));
    expect(form.getByText('Please enter a phone number!')).toBeInTheDocument();

    await user.click(form.getByLabelText('Company name'));
    await user.paste('Prairie State Auctions');
    await user.click(phone);
    await user.paste('3125550177');
    await user.click(form.getByLabelText('Address 1'));
    await user.paste('20 N Clark St');
    await user.click(form.getByLabelText('City'));
    await user.paste('Chicago');
    await user.click(form.getByLabelText('Zip code'));
    await user.paste('60602');
    await user.click(form.getByRole('switch', { name: 'Public company' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved the company profile!')).toBeInTheDocument();
    expect(host()).toMatchObject({ phoneNumber: '3125550177', isPublic: false });
    expect(host().address).toMatchObject({ streetLine1: '20 N Clark St', zipCode: '60602' });
  });

  it('counts the description to 250 characters and keeps typed values when the save is refused', async () => {
    const { user } = await open();
    const form = within(region('Company profile'));
    const description = form.getByLabelText('Description');
    await user.clear(description);
    await user.click(description);
    await user.paste('x'.repeat(260));
    expect(description).toHaveValue('x'.repeat(250));
    expect(form.getByText('250 / 250')).toBeInTheDocument();

    const name = form.getByLabelText('Company name');
    await user.clear(name);
    await user.paste('Lakeshore Judicial Sales');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'A duplicate company already exists, please contact the administrator for assistance.',
      ),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Lakeshore Judicial Sales');
    expect(host().name).toBe('Prairie State Auctions');
  });

  it('shows the wire instructions with who uploaded them, and refuses a non-PDF or a 5 MB file', async () => {
    const { user } = await open();
    const card = within(region('Wire instructions'));
    // The record gives the file's address (spec 2 section 3): the link reads its name.
    const link = card.getByRole('link', { name: host().wireInstructionsUrl.split('/').pop() });
    expect(link).toHaveAttribute('href', host().wireInstructionsUrl);
    expect(
      card.getByText(/^Uploaded by Alex Hammond on \d\d\/\d\d\/\d{4} \d+:\d\d [AP]M$/),
    ).toBeInTheDocument();

    // The picker's input is replaced after each choice.
    const input = () => fileInput(region('Wire instructions'));
    // The browser's file dialog offers PDFs only; a file dropped past that filter is refused too.
    await setupUser({ applyAccept: false }).upload(
      input(),
      new File([pngBytes()], 'scan.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('scan.png is not a pdf file')).toBeInTheDocument();
    const big = new File([pdfBytes()], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 });
    await user.upload(input(), big);
    expect(await screen.findByText('File must be smaller than 5MB!')).toBeInTheDocument();

    await user.upload(input(), new File([pdfBytes()], 'wire.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(host().wireInstructionsUrl).toMatch(/^\/sim-files\//), LOAD);
    expect(await card.findByText(/^Uploaded by Alex Hammond on /)).toBeInTheDocument();
    await waitFor(() =>
      expect(card.getByRole('link', { name: /blob|wire\.pdf/ })).toHaveAttribute(
        'href',
        host().wireInstructionsUrl,
      ),
    );
  });

  it('uploads and removes the logo and the background image', async () => {
    const { user } = await open();
    const logo = within(region('Logo'));
    expect(logo.getByRole('img', { name: 'Company logo' })).toBeInTheDocument();
    await user.click(logo.getByRole('button', { name: /Remove logo/ }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The logo was removed.')).toBeInTheDocument();
    expect(host().logoUrl).toBe('');
    expect(await logo.findByText('No logo uploaded.')).toBeInTheDocument();

    const background = region('Background image');
    expect(within(background).getByText('No background image uploaded.')).toBeInTheDocument();
    await user.upload(
      fileInput(background),
      new File([pngBytes()], 'bg.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(host().backgroundImageUrl).toMatch(/^\/sim-files\//), LOAD);
    expect(
      await within(background).findByRole('img', { name: 'Company background image' }),
    ).toBeInTheDocument();
  });

  it('lists the company’s featured lots', async () => {
    await open();
    const card = within(region('Featured lots'));
    const featured = db.lots.filter(
      (l) => l.isFeatured && db.cases.find((c) => c.id === l.caseId)?.companyId === host().id,
    );
    expect(featured.length).toBeGreaterThan(0);
    const links = await card.findAllByRole('link');
    expect(links).toHaveLength(featured.length);
    expect(links[0]).toHaveAttribute(
      'href',
      `/cases/${featured.sort((a, b) => a.id - b.id)[0].caseId}/lots/${featured[0].id}`,
    );
  });
});

/** A company record as spec 2 section 3 writes it: `zip`, `wireInstruction`, `featuredLots`. */
const specCompany = () => ({
  id: host().id,
  name: 'Prairie State Auctions',
  phoneNumber: '3125550142',
  isPublic: true,
  address1: '20 N Clark St',
  address2: '',
  city: 'Chicago',
  state: 'IL',
  zip: '60603',
  timeZone: 'Central Standard Time',
  supportEmail: 'help@prairie.test',
  website: '',
  description: '',
  status: 'Active',
  logoUrl: '',
  backgroundImageUrl: '',
  wireInstruction: {
    createdBy: 'Dana Wire',
    createdDate: '2026-02-03T15:04:00Z',
    url: '/files/wire-2026.pdf',
  },
  featuredLots: [
    {
      id: 71,
      isAdmin: true,
      lot: { id: 12, caseId: 34, streetLine1: '742 Evergreen Ter', city: 'Springfield' },
    },
  ],
});

describe('company profile: a spec-shaped company record', () => {
  it('reads the zip, the wire instruction and the featured lots from the record', async () => {
    server.use(mswHttp.get('*/api/companies', () => HttpResponse.json(specCompany())));
    await open();
    expect(within(region('Company profile')).getByLabelText('Zip code')).toHaveValue('60603');

    const wire = within(region('Wire instructions'));
    expect(wire.queryByText('No wire instructions uploaded.')).toBeNull();
    expect(wire.getByRole('link', { name: /wire-2026\.pdf/ })).toHaveAttribute(
      'href',
      '/files/wire-2026.pdf',
    );
    expect(wire.getByText(/^Uploaded by Dana Wire on 02\/03\/2026 /)).toBeInTheDocument();

    const featured = within(region('Featured lots'));
    const link = await featured.findByRole('link', { name: '742 Evergreen Ter, Springfield' });
    expect(link).toHaveAttribute('href', '/cases/34/lots/12');
    expect(featured.getByText('Featured by admin')).toBeInTheDocument();
  });
});

describe('company profile: employee and locked companies', () => {
  it('locks the form for employees, keeps the wire instructions read-only and offers no removal', async () => {
    await signInAs('employee');
    await open();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Company Profile', 'Profile', 'Logs']);
    expect(
      screen.getByText('Only the company’s auctioneers can change the company profile.'),
    ).toBeInTheDocument();
    const form = within(region('Company profile'));
    expect(form.getByLabelText('Company name')).toBeDisabled();
    expect(form.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(
      within(region('Wire instructions')).queryByRole('button', { name: /Upload/ }),
    ).toBeNull();
    expect(within(region('Wire instructions')).getByRole('link')).toBeInTheDocument();
    expect(within(region('Logo')).getByRole('button', { name: /Upload logo/ })).toBeEnabled();
    expect(within(region('Logo')).queryByRole('button', { name: /Remove logo/ })).toBeNull();
  });

  it('locks a pending company’s form with an explanation', async () => {
    const company = makeCompany({ name: 'Waiting Auctions', status: 'Pending' });
    makeAuctioneer({ userName: 'waiting', companyId: company.id });
    await signInAs('waiting');
    await open();
    expect(
      screen.getByText(
        'Your company is pending approval. The company profile cannot be changed until an administrator approves it.',
      ),
    ).toBeInTheDocument();
    expect(within(region('Company profile')).getByLabelText('Company name')).toBeDisabled();
    expect(within(region('Company profile')).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
