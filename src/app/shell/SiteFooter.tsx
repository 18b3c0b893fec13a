import { Layout } from 'antd';
import { Link } from 'react-router-dom';
import { isAdmin, isClient } from '../../lib/roles';
import { useSession } from '../../lib/useSession';
import { VersionFooter } from './VersionFooter';

const COLUMNS = [
  {
    title: 'Bidright',
    links: [
      { to: '/', label: 'Home' },
      { to: '/help-center', label: 'Help Center' },
      { to: '/faq', label: 'FAQ' },
    ],
  },
  {
    title: 'Bidders',
    links: [
      { to: '/properties', label: 'Search Properties' },
      { to: '/register', label: 'Create an Account' },
      { to: '/dashboard', label: 'Dashboard' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms-conditions', label: 'Terms & Conditions' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
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
                    <Link to={l.to} style={{ color: '#c9d4e3' }}>
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
