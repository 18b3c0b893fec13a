import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { AppHeader } from '../shell/AppHeader';
import { VersionFooter } from '../shell/VersionFooter';

/** Lot details, the bidder room and the control and TV views: full width, no footer columns. */
export default function AuctionLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <Layout.Content id="main" style={{ width: '100%', padding: 16 }}>
        <Outlet />
      </Layout.Content>
      <Layout.Footer style={{ background: 'transparent', padding: 12 }}>
        <VersionFooter />
      </Layout.Footer>
    </Layout>
  );
}
