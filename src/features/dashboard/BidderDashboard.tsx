import { Card } from 'antd';
import {
  AppstoreOutlined,
  BankOutlined,
  CalendarOutlined,
  PushpinOutlined,
  ThunderboltOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { lotQueries } from '../../api/lots';
import { useSession } from '../../lib/useSession';
import { serverNow } from '../../live/clock';
import { LotList } from './bidder/LotList';
import { shortcuts } from './bidder/shortcuts';
import { paths } from '../../lib/paths';

const ICONS: Record<string, ReactNode> = {
  pinned: <PushpinOutlined />,
  live: <ThunderboltOutlined />,
  week: <CalendarOutlined />,
  balance: <BankOutlined />,
  personal: <UserOutlined />,
  winning: <TrophyOutlined />,
  account: <AppstoreOutlined />,
};

export const ILLINOIS_ONLY = 'Search is currently available in Illinois only';

/** The bidder's dashboard (spec 3 section 2.5): shortcuts, then live, pinned and upcoming lots. */
export default function BidderDashboard() {
  const { fullName, userName } = useSession();
  const links = shortcuts(serverNow());
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto' }}>
      <h1 style={{ fontSize: 24, margin: '0 0 4px' }}>Dashboard</h1>
      <p style={{ margin: '0 0 4px', color: '#5b6b7f' }}>Welcome back, {fullName || userName}.</p>
      <p style={{ margin: '0 0 16px', color: '#5b6b7f' }} data-testid="illinois-only">
        {ILLINOIS_ONLY}
      </p>
      <nav aria-label="Shortcuts">
        <ul
          style={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
            gap: 12,
          }}
        >
          {links.map((s) => (
            <li key={s.key}>
              <Link to={s.to} state={s.state} data-testid={`shortcut-${s.key}`}>
                <Card size="small" hoverable style={{ height: '100%' }}>
                  <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                    <span aria-hidden style={{ fontSize: 22, color: '#0b5cad' }}>
                      {ICONS[s.key]}
                    </span>
                    <span>
                      <strong style={{ display: 'block', color: '#1f2937' }}>{s.title}</strong>
                      <span style={{ color: '#5b6b7f', fontSize: 13 }}>{s.text}</span>
                    </span>
                  </div>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LotList
        id="live"
        title="Live now"
        query={lotQueries.live()}
        empty="No auctions are live right now."
        viewAll={{ to: paths.properties, state: { showLive: true } }}
      />
      <LotList
        id="pinned"
        title="Pinned properties"
        query={lotQueries.pinned()}
        empty="You have not pinned any properties yet."
        viewAll={{ to: paths.properties, state: { showPinned: true } }}
      />
      <LotList
        id="upcoming"
        title="Upcoming auctions"
        query={lotQueries.upcoming()}
        empty="No upcoming auctions are scheduled."
        viewAll={{ to: paths.properties }}
      />
    </div>
  );
}
