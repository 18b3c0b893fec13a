import { screen, waitFor } from '@testing-library/react';
import { formatMoney } from '../../../src/lib/format';
import { db } from '../../../src/mocks/db';
import { lockedFunds } from '../../../src/mocks/handlers/wallet';
import { joinLot, lockedBalance } from '../../../src/mocks/live/engine';
import { renderApp, setupUser } from '../../render';
import { setUpAccountPages } from './accountPage';
import { liveLot, post, userNamed } from '../../simApi';

const bidderId = () => userNamed('bidder').id;
const verified = () => db.bidders.find((b) => b.userId === bidderId())!.availableBalance;
/** A link by its target (role queries over the whole page are slow in jsdom). */
const linkTo = (href: string) => {
  const a = document.querySelector(`a[href="${href}"]`);
  if (!a) throw new Error(`no link to ${href}`);
  return a as HTMLElement;
};
const figure = (label: string) => screen.findByTestId(`figure-${label}`, {}, { timeout: 10_000 });

function open() {
  const view = renderApp('/account/balance');
  return { ...view, user: setupUser() };
}

setUpAccountPages(() => import('../../../src/features/account/balance/BalancePage'));

describe('linked accounts page', () => {
  it('shows the verified, available and locked funds, following a join', async () => {
    const lot = liveLot('Auto');
    const profile = db.purchaseProfiles.find((p) => p.bidderId === bidderId())!;
    joinLot(lot, userNamed('bidder'), 12_345, profile.id, 'online');
    const locked = lockedBalance(bidderId());
    open();
    expect(await figure('Verified balance')).toHaveTextContent(formatMoney(verified()));
    expect(await figure('Locked funds')).toHaveTextContent(formatMoney(locked));
    expect(await figure('Available funds')).toHaveTextContent(formatMoney(verified() - locked));
    const link = await waitFor(() => linkTo(`/details/${lot.id}`));
    expect(link.closest('tr')).toHaveTextContent('$12,345');
  });

  it('lists the linked banks: masked number, balance, type, unlinked and hidden ones', async () => {
    const { user } = open();
    expect(
      await screen.findByText('Wintrust · High Yield Savings · •••• 4821'),
    ).toBeInTheDocument();
    expect(screen.getByText('$40,000.00')).toBeInTheDocument();
    expect(screen.getByText('Savings')).toBeInTheDocument();
    expect(screen.getByText('Unlinked')).toBeInTheDocument();
    expect(screen.getAllByAltText('Wintrust logo').length).toBeGreaterThan(0);
    // Hidden accounts sit apart and do not count.
    expect(screen.queryByText('BMO · Joint Checking · •••• 5510')).not.toBeInTheDocument();
    await user.click(screen.getByText('Hidden accounts (1)'));
    expect(await screen.findByText('BMO · Joint Checking · •••• 5510')).toBeInTheDocument();
  });

  it('itemises locked funds as the engine counts them', async () => {
    const lot = liveLot('Manual');
    const profile = db.purchaseProfiles.find((p) => p.bidderId === bidderId())!;
    joinLot(lot, userNamed('bidder'), 5_000, profile.id, 'online');
    const funds = lockedFunds(bidderId());
    const total =
      funds.activeAuctions.reduce((s, a) => s + a.amount, 0) +
      funds.pendingWinnings.reduce((s, w) => s + w.downAmount, 0);
    expect(total).toBe(lockedBalance(bidderId()));
    open();
    for (const w of funds.pendingWinnings) {
      const link = await waitFor(() => linkTo(`/account/winning/${w.lot.id}`));
      expect(link.closest('tr')).toHaveTextContent(formatMoney(w.downAmount));
    }
    expect(await figure('Locked funds')).toHaveTextContent(formatMoney(total));
  });

  it('refreshes the balance from the linked banks', async () => {
    const { user } = open();
    expect(await figure('Verified balance')).toHaveTextContent(formatMoney(verified()));
    const bank = db.bankAccounts.find((a) => a.bidderId === bidderId() && a.subType === 'savings')!;
    bank.balance += 25_000;
    const expected = db.bankAccounts
      .filter((a) => a.bidderId === bidderId() && a.isValid && !a.isHidden)
      .reduce((s, a) => s + a.balance, 0);
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('Balance updated.')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await figure('Verified balance')).toHaveTextContent(formatMoney(expected)),
    );
    expect(verified()).toBe(expected);
  });

  it('a failed refresh shows its warning and keeps the balance', async () => {
    const { user } = open();
    const before = formatMoney(verified());
    expect(await figure('Verified balance')).toHaveTextContent(before);
    await post('/__sim/faults', { match: '/api/accounts/refreshaccounts', status: 500 });
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(
      await screen.findByText('Error occured while refreshing the balance!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page and try again!')).toBeInTheDocument();
    expect(await figure('Verified balance')).toHaveTextContent(before);
  });

  it('failed loads offer to try again', async () => {
    await post('/__sim/faults', { match: '/api/accounts/balance', status: 500 });
    await post('/__sim/faults', { match: '/api/accounts/list', status: 500 });
    const { user } = open();
    expect(await screen.findByText('Your balance could not be loaded.')).toBeInTheDocument();
    expect(
      await screen.findByText('Your linked bank accounts could not be loaded.'),
    ).toBeInTheDocument();
    const retry = screen.getAllByRole('button', { name: 'Try again' });
    for (const b of retry) await user.click(b);
    expect(await figure('Verified balance')).toHaveTextContent(formatMoney(verified()));
    expect(
      await screen.findByText('Wintrust · High Yield Savings · •••• 4821'),
    ).toBeInTheDocument();
  });

  it('a bidder with no linked bank says so', async () => {
    db.bankAccounts = db.bankAccounts.filter((a) => a.bidderId !== bidderId());
    open();
    expect(
      await screen.findByText(
        'No bank account is linked to your account yet.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});
