import { Suspense } from 'react';
import { Button, Layout, Space } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/useSession';
import { Brand } from './Brand';
import { selectedKey, topMenu } from './menus';
import { UserMenu } from '../lazyPages';

/**
 * The header of every layout but admin: brand, top menu by role (plain links: it ships with
 * the landing page), and the user menu or sign-in links.
 */
export function AppHeader() {
  const { loggedIn, roles } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const links = topMenu(roles, loggedIn);
  const selected = selectedKey(pathname, links);
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
        <ul className="top-nav">
          {links.map((l) => (
            <li key={l.key}>
              <Link to={l.key} aria-current={selected.includes(l.key) ? 'page' : undefined}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
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
