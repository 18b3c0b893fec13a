import { Drawer, Layout, Menu } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { Brand } from '../shell/Brand';
import { MenuButton } from '../shell/MenuButton';
import { ADMIN_MENU, selectedKey } from '../shell/menus';
import { Suspense, useState } from 'react';
import { UserMenu } from '../lazyPages';
import { VersionFooter } from '../shell/VersionFooter';
import { KeptOutlet } from './KeptOutlet';
import { paths } from '../../lib/paths';

const ADMIN_MENU_ID = 'admin-menu';

/** The admin pages' menu; a choice runs `onChoose` (the drawer closes on it). */
function AdminMenu({ theme, onChoose }: { theme: 'dark' | 'light'; onChoose?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Admin">
      <Menu
        theme={theme}
        mode="inline"
        selectedKeys={selectedKey(pathname, ADMIN_MENU)}
        style={{ borderInlineEnd: 'none' }}
        onClick={onChoose}
        items={ADMIN_MENU.map((l) => ({
          key: l.key,
          label: <Link to={l.key}>{l.label}</Link>,
        }))}
      />
    </nav>
  );
}

/**
 * The admin area: a side menu of admin pages; below the md breakpoint (768 px) the side menu
 * gives the screen its width and the same menu opens in a drawer from a menu button in the header.
 * Designed: the drawer below 768 px (the spec shows the admin area at desktop width only).
 */
export default function AdminLayout() {
  const [open, setOpen] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="dark" className="admin-side" style={{ paddingTop: 16 }}>
        <div style={{ padding: '0 24px 16px' }}>
          <Brand to={paths.adminDashboard} light />
        </div>
        <AdminMenu theme="dark" />
      </Layout.Sider>
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          className="app-header"
          style={{
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            gap: 8,
            borderBottom: '1px solid #e8edf3',
          }}
        >
          <span className="header-narrow" style={{ marginInlineEnd: 'auto' }}>
            <Brand to={paths.adminDashboard} />
          </span>
          <MenuButton open={open} controls={ADMIN_MENU_ID} onOpen={() => setOpen(true)} />
          <Drawer
            id={ADMIN_MENU_ID}
            title="Menu"
            placement="left"
            open={open}
            onClose={() => setOpen(false)}
            size={280}
            styles={{ body: { padding: 0 } }}
          >
            <AdminMenu theme="light" onChoose={() => setOpen(false)} />
          </Drawer>
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
