import { Button, Layout, Menu, Space } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/useSession';
import { Brand } from './Brand';
import { selectedKey, topMenu } from './menus';
import { Suspense } from 'react';
import { UserMenu } from '../lazyPages';

/** The header of every layout but admin: brand, top menu by role, and the user menu or sign-in links. */
export function AppHeader() {
  const { loggedIn, roles } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const links = topMenu(roles, loggedIn);
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        borderBottom: '1px solid #e8edf3',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Brand />
      <nav aria-label="Main" style={{ flex: 1, minWidth: 0 }}>
        <Menu
          mode="horizontal"
          selectedKeys={selectedKey(pathname, links)}
          items={links.map((l) => ({ key: l.key, label: <Link to={l.key}>{l.label}</Link> }))}
          style={{ borderBottom: 'none', justifyContent: 'flex-end' }}
        />
      </nav>
      {loggedIn ? (
        <Suspense fallback={<span style={{ display: 'inline-block', width: 160 }} />}>
          <UserMenu />
        </Suspense>
      ) : (
        <Space>
          <Button onClick={() => navigate('/login')}>Sign In</Button>
          <Button type="primary" onClick={() => navigate('/register')}>
            Register
          </Button>
        </Space>
      )}
    </Layout.Header>
  );
}
