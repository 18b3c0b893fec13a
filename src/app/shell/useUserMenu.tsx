import type { ReactNode } from 'react';
import type { MenuProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { bidderQueries } from '../../api/bidders';
import { formatMoney } from '../../lib/format';
import { readRecentlyViewed } from '../../lib/recentlyViewed';
import { isBidder } from '../../lib/roles';
import { useSession } from '../../lib/useSession';
import { useLogout } from '../../widgets/useLogout';
import { userMenu, type MenuLink } from './menus';
import { paths } from '../../lib/paths';

type Items = NonNullable<MenuProps['items']>;

/** The recently viewed properties as a submenu (kept locally, newest first). */
function recent(): Items {
  const list = readRecentlyViewed();
  if (!list.length) return [];
  return [
    {
      key: 'recent',
      label: 'Recently viewed',
      children: list.map((r) => ({
        key: paths.lot(r.lotId),
        label: `${r.address} · ${r.auctionHostName}`,
      })),
    },
  ];
}

export interface UserMenuModel {
  /** The name the menu is shown under. */
  name: string;
  items: Items;
  /** Opens the chosen entry (or logs out). */
  choose: (key: string) => void;
}

/**
 * The signed-in user's menu entries: the bidder's balance, pins and recently viewed
 * properties, the role's pages (`links`, the role's user menu unless given) and Logout.
 */
export function useUserMenu(links?: readonly MenuLink[]): UserMenuModel {
  const { fullName, userName, roles } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const bidder = isBidder(roles);
  const global = useQuery({ ...bidderQueries.global(), enabled: bidder });
  const pinned = useQuery({ ...bidderQueries.pinnedCount(), enabled: bidder });
  const g = global.data;
  const balance: ReactNode = g && (
    <span data-testid="menu-balance">
      Available balance {formatMoney(g.available_balance)} · {g.linked_account_count} linked account
      {g.linked_account_count === 1 ? '' : 's'}
    </span>
  );
  const items: Items = [
    ...(bidder && balance ? [{ key: 'balance', label: balance }] : []),
    ...(bidder
      ? [
          {
            key: 'pinned',
            label:
              pinned.data === undefined
                ? 'Pinned properties'
                : `Pinned properties (${pinned.data})`,
          },
          ...recent(),
          { type: 'divider' as const },
        ]
      : []),
    ...(links ?? userMenu(roles)).map((l) => ({ key: l.key, label: l.label })),
    { type: 'divider' },
    { key: 'logout', label: 'Logout', danger: true },
  ];
  const choose = (key: string) => {
    if (key === 'logout') return logout();
    if (key === 'balance') return navigate(paths.accountTab('balance'));
    if (key === 'pinned') return navigate(paths.properties, { state: { showPinned: true } });
    navigate(key);
  };
  return { name: fullName || userName || '', items, choose };
}
