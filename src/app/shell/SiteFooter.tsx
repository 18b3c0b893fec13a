import { Layout } from 'antd';
import { Link } from 'react-router-dom';
import { isAdmin, isClient } from '../../lib/roles';
import { useSession } from '../../lib/useSession';
import { VersionFooter } from './VersionFooter';
import { paths } from '../../lib/paths';
import { opensFetchedAhead } from '../../lib/pagesAhead';

const COLUMNS = [
  {
    title: 'Bidright',
    links: [
      { to: paths.home, label: 'Home' },
      { to: paths.helpCenter, label: 'Help Center' },
      { to: paths.faq, label: 'FAQ' },
    ],
  },
  {
    title: 'Bidders',
    links: [
      { to: paths.properties, label: 'Search Properties' },
      { to: paths.register, label: 'Create an Account' },
      { to: paths.dashboard, label: 'Dashboard' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.terms, label: 'Terms & Conditions' },
      { to: paths.privacy, label: 'Privacy Policy' },
    ],
  },
];

/** Footer with link columns (hidden for admin and client) and the version line. */
export function SiteFooter() {
  const { roles } = useSession();
  const showColumns = !isAdmin(roles) && !isClient(roles);
  return (
    <Layout.Footer style={{ color: '#c9d4e3', padding: '32px 24px 16px' }}>
      {showColumns && (
        <nav
          aria-label="Footer"
          data-testid="footer-columns"
          style={{ display: 'flex', flexWrap: 'wrap', gap: 48, marginBottom: 24 }}
        >
          {COLUMNS.map((col) => (
            <div key={col.title}>
              <h2 style={{ color: '#fff', fontSize: 14, marginBottom: 8 }}>{col.title}</h2>
              <ul style={{ listStyle: 'none', padding: 0, margin: 0, lineHeight: 2 }}>
                {col.links.map((l) => (
                  <li key={l.to}>
                    <Link
                      to={l.to}
                      reloadDocument={opensFetchedAhead(l.to)}
                      style={{ color: '#c9d4e3' }}
                    >
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      )}
      <VersionFooter light />
    </Layout.Footer>
  );
}
