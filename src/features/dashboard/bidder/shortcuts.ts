import { paths } from '@/lib/paths';
/** The bidder dashboard's shortcuts: property searches with filter state, and account pages (spec 3 section 2.5). */
export interface Shortcut {
  key: string;
  title: string;
  text: string;
  to: string;
  state?: Record<string, unknown>;
}

/** Local midnight today and the end of the sixth day after, as ISO strings. */
export function weekRange(now: number): { beginDate: string; endDate: string } {
  const d = new Date(now);
  const begin = new Date(d.getFullYear(), d.getMonth(), d.getDate());
  const end = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 7, 0, 0, 0, -1);
  return { beginDate: begin.toISOString(), endDate: end.toISOString() };
}

export function shortcuts(now: number): Shortcut[] {
  return [
    {
      key: 'pinned',
      title: 'Pinned properties',
      text: 'The properties you pinned',
      to: paths.properties,
      state: { showPinned: true },
    },
    {
      key: 'live',
      title: 'Live auctions',
      text: 'Lots being auctioned right now',
      to: paths.properties,
      state: { showLive: true },
    },
    {
      key: 'week',
      title: 'Auctions this week',
      text: 'Sales in the next 7 days',
      to: paths.properties,
      state: weekRange(now),
    },
    {
      key: 'balance',
      title: 'Linked Accounts',
      text: 'Your verified balance and banks',
      to: paths.accountTab('balance'),
    },
    {
      key: 'personal',
      title: 'Personal details',
      text: 'Profile, phones and security',
      to: paths.accountTab('personal'),
    },
    {
      key: 'winning',
      title: 'My Winnings',
      text: 'Won properties and deeds',
      to: paths.accountTab('winning'),
    },
    { key: 'account', title: 'My Account', text: 'All account settings', to: paths.account },
  ];
}
