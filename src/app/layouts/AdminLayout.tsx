import { Layout, Menu } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { Brand } from '../shell/Brand';
import { ADMIN_MENU, selectedKey } from '../shell/menus';
import { Suspense } from 'react';
import { UserMenu } from '../lazyPages';
import { VersionFooter } from '../shell/VersionFooter';
import { KeptOutlet } from './KeptOutlet';

/** The admin area: a side menu of admin pages. */
export default function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={220}
        breakpoint="lg"
        collapsedWidth={0}
        theme="dark"
        style={{ paddingTop: 16 }}
      >
        <div style={{ padding: '0 24px 16px' }}>
          <Brand to="/admin/dashboard" light />
        </div>
        <nav aria-label="Admin">
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={selectedKey(pathname, ADMIN_MENU)}
            items={ADMIN_MENU.map((l) => ({
              key: l.key,
              label: <Link to={l.key}>{l.label}</Link>,
            }))}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            borderBottom: '1px solid #e8edf3',
          }}
        >
          <Suspense fallback={null}>
            <UserMenu />
          </Suspense>
        </Layout.Header>
        {/* A screen's height to start with: the footer never jumps as the page arrives. */}
        <Layout.Content id="main" style={{ padding: 24, minHeight: '100vh' }}>
          <KeptOutlet />
        </Layout.Content>
        <Layout.Footer style={{ background: 'transparent' }}>
          <VersionFooter />
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
