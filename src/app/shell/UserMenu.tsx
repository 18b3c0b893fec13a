import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { bidderQueries } from '../../api/bidders';
import { formatMoney } from '../../lib/format';
import { readRecentlyViewed } from '../../lib/recentlyViewed';
import { isBidder } from '../../lib/roles';
import { useSession } from '../../lib/useSession';
import { userMenu } from './menus';
import { useLogout } from '../../lib/useLogout';

/** The recently viewed properties as a submenu (kept locally, newest first). */
function recent(): NonNullable<MenuProps['items']> {
  const list = readRecentlyViewed();
  if (!list.length) return [];
  return [
    {
      key: 'recent',
      label: 'Recently viewed',
      children: list.map((r) => ({
        key: `/details/${r.lotId}`,
        label: `${r.address} · ${r.auctionHostName}`,
      })),
    },
  ];
}

/** The signed-in user's menu: role pages, the bidder's balance and pins, and Logout. */
export function UserMenu() {
  const { fullName, userName, roles } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const bidder = isBidder(roles);
  const global = useQuery({
    ...bidderQueries.global(),
    enabled: bidder,
  });
  const pinned = useQuery({ ...bidderQueries.pinnedCount(), enabled: bidder });
  const g = global.data;
  const items: MenuProps['items'] = [
    ...(bidder && g
      ? [
          {
            key: 'balance',
            label: (
              <span data-testid="menu-balance">
                Available balance {formatMoney(g.available_balance)} · {g.linked_account_count}{' '}
                linked account
                {g.linked_account_count === 1 ? '' : 's'}
              </span>
            ),
          },
        ]
      : []),
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
    ...userMenu(roles).map((l) => ({ key: l.key, label: l.label })),
    { type: 'divider' },
    { key: 'logout', label: 'Logout', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') return logout();
    if (key === 'balance') return navigate('/account/balance');
    if (key === 'pinned') return navigate('/properties', { state: { showPinned: true } });
    navigate(key);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        aria-label={`${fullName || userName} · User menu`}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
      >
        <Avatar size="small" icon={<UserOutlined />} />
        <span>{fullName || userName}</span>
      </Button>
    </Dropdown>
  );
}
