import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { TabBar } from '../../../src/components/kit/TabBar';
import { renderKit } from './renderKit';

const ITEMS = [
  { key: 'personal', label: 'Personal Information' },
  { key: 'purchase', label: 'Purchase Information' },
  { key: 'balance', label: 'Balance' },
];

function Page() {
  const [active, setActive] = useState('personal');
  return (
    <>
      <h1 id="page-title">Account</h1>
      <TabBar labelledBy="page-title" items={ITEMS} activeKey={active} onChange={setActive} />
      <p>Showing {active}</p>
    </>
  );
}

const width = (px: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
};

describe('a tab bar at any width', () => {
  const wide = window.innerWidth;
  afterEach(() => width(wide));

  it('is a tablist of every tab on a desktop, moved with the arrow keys', async () => {
    width(1366);
    const { user } = renderKit(<Page />);
    const list = await screen.findByRole('tablist');
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(ITEMS.map((t) => t.label));
    expect(within(list).getByRole('tab', { name: 'Personal Information' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(list).getByRole('tab', { name: 'Balance' }));
    expect(screen.getByText('Showing balance')).toBeInTheDocument();
  });

  it('is one select named by the heading on a phone, every tab an option, reached by keyboard', async () => {
    width(375);
    const { user } = renderKit(<Page />);
    const choice = await screen.findByRole('combobox', { name: 'Account' });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByTitle('Personal Information')).toBeInTheDocument();
    // The select is reached with Tab, as the tab bar would be.
    await user.tab();
    expect(choice).toHaveFocus();
    await user.click(choice);
    const options = () => [
      ...document.querySelectorAll<HTMLElement>('.ant-select-item-option-content'),
    ];
    await vi.waitFor(() =>
      expect(options().map((o) => o.textContent)).toEqual(ITEMS.map((t) => t.label)),
    );
    await user.click(options()[1]);
    expect(await screen.findByText('Showing purchase')).toBeInTheDocument();
  });
});
