import { screen, waitFor, within } from '@testing-library/react';
import { http } from '../../../src/api/http';
import { ConnectClientDialog } from '../../../src/features/clients/import/ConnectClientDialog';
import { db } from '../../../src/mocks/db';
import { otherFirm } from '../../clientImportFixtures';
import { setUpScreens } from '../../render';
import { userNamed } from '../../simApi';
import { openDialog } from './dialogHost';

const company = () => userNamed('auctioneer').companyId!;

async function find({ user, dialog }: Awaited<ReturnType<typeof openDialog>>, email: string) {
  const field = within(dialog).getByRole('textbox', { name: 'Attorney Email' });
  await user.clear(field);
  await user.click(field);
  await user.paste(email);
  await user.click(within(dialog).getByRole('button', { name: /Find/ }));
}

const connectButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Connect' });

setUpScreens('employee', () => import('../../../src/features/clients/import/ConnectClientDialog'));
afterEach(() => vi.restoreAllMocks());

describe('connect client dialog', () => {
  it('finds the attorney by e-mail and connects their firm as a linked client', async () => {
    const { firm, attorney } = otherFirm();
    const view = await openDialog(ConnectClientDialog, 'Connect client');
    const { dialog, user, listRefreshed } = view;
    expect(within(dialog).getByText('Connect Client')).toBeInTheDocument();
    expect(connectButton(dialog)).toBeDisabled();

    await find(view, 'Ivy.Juniper@JuniperLegal.test');
    expect(await within(dialog).findByText('Ivy Juniper')).toBeInTheDocument();
    expect(within(dialog).getByText('Juniper Legal LLC')).toBeInTheDocument();
    expect(within(dialog).getByText('ivy.juniper@juniperlegal.test')).toBeInTheDocument();
    await waitFor(() => expect(connectButton(dialog)).toBeEnabled());

    const sent = vi.spyOn(http, 'request');
    await user.dblClick(connectButton(dialog));
    expect(await screen.findByText('Successfully connected the client!')).toBeInTheDocument();
    expect(await screen.findByText('Dialog closed')).toBeInTheDocument();
    const posts = sent.mock.calls.filter(([c]) => c.method === 'POST');
    expect(posts.map(([c]) => `${c.method} ${c.url}`)).toEqual([
      `POST /api/attorneys/${attorney.id}/connect`,
    ]);
    expect(firm.companyIds).toContain(company());
    expect(firm.links).toEqual([
      { companyId: company(), linkedSince: expect.any(String), primaryAttorneyId: attorney.id },
    ]);
    expect(listRefreshed()).toBe(true);
  });

  it('says when no attorney has the e-mail address, and checks the address first', async () => {
    const sent = vi.spyOn(http, 'request');
    const view = await openDialog(ConnectClientDialog, 'Connect client');
    await find(view, 'not-an-email');
    expect(
      await within(view.dialog).findByText('Please enter a valid e-mail address!'),
    ).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    await find(view, 'nobody@nowhere.test');
    expect(
      await within(view.dialog).findByText('No attorney found with this e-mail address.'),
    ).toBeInTheDocument();
    expect(connectButton(view.dialog)).toBeDisabled();
    expect(sent.mock.calls.map(([c]) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/attorneys/checkemail/nobody%40nowhere.test',
    ]);
  });

  it("shows that the attorney's firm is already a client, and offers no Connect", async () => {
    const avery = db.attorneys.find((a) => a.userId === userNamed('attorney').id)!;
    const view = await openDialog(ConnectClientDialog, 'Connect client');
    await find(view, avery.email);
    expect(
      await within(view.dialog).findByText(
        'Barrett & Associates LLP is already a client of your company.',
      ),
    ).toBeInTheDocument();
    expect(
      within(view.dialog).getByText(`${avery.firstName} ${avery.lastName}`),
    ).toBeInTheDocument();
    expect(connectButton(view.dialog)).toBeDisabled();
  });

  it("keeps the dialog open with the server's refusal when the firm became a client meanwhile", async () => {
    const { firm } = otherFirm();
    const view = await openDialog(ConnectClientDialog, 'Connect client');
    await find(view, 'ivy.juniper@juniperlegal.test');
    await within(view.dialog).findByText('Ivy Juniper');
    firm.companyIds.push(company());
    await view.user.click(connectButton(view.dialog));
    expect(
      await within(view.dialog).findByText(
        'Juniper Legal LLC is already a client of your company!',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Dialog closed')).not.toBeInTheDocument();
    expect(within(view.dialog).getByRole('textbox', { name: 'Attorney Email' })).toHaveValue(
      'ivy.juniper@juniperlegal.test',
    );
    expect(firm.links).toEqual([]);
  });
});
