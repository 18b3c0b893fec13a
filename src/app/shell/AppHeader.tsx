import { Suspense, useState } from 'react';
import { Layout } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/useSession';
import { LinkButton } from '../../components/kit/LinkButton';
import { Brand } from './Brand';
import { MenuButton } from './MenuButton';
import { selectedKey, topMenu } from './menus';
import { PhoneMenu, UserMenu } from '../lazyPages';
import { paths } from '../../lib/paths';

const PHONE_MENU_ID = 'phone-menu';

/**
 * The button that opens the phone menu (below the md breakpoint); the drawer itself loads
 * the first time it opens.
 */
function PhoneMenuButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <MenuButton
        open={open}
        controls={PHONE_MENU_ID}
        onOpen={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <PhoneMenu id={PHONE_MENU_ID} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The header of every layout but admin: brand, top menu by role (plain links: it ships with
 * the landing page), and the user menu or sign-in links. On small screens the menus move into
 * a drawer behind one menu button.
 */
export function AppHeader() {
  const { loggedIn, roles } = useSession();
  const { pathname } = useLocation();
  const links = topMenu(roles, loggedIn);
  const selected = selectedKey(pathname, links);
  return (
    <Layout.Header
      className="app-header"
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
      <nav aria-label="Main" className="header-wide" style={{ flex: 1, minWidth: 0 }}>
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
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginInlineStart: 'auto' }}>
        {loggedIn ? (
          <span className="header-wide">
            <Suspense fallback={<span style={{ display: 'inline-block', width: 160 }} />}>
              <UserMenu />
            </Suspense>
          </span>
        ) : (
          <>
            <LinkButton className="header-wide" to={paths.login}>
              Sign In
            </LinkButton>
            <LinkButton type="primary" to={paths.register}>
              Register
            </LinkButton>
          </>
        )}
        <PhoneMenuButton />
      </div>
    </Layout.Header>
  );
}
