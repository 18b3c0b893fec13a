import { Space } from 'antd';
import { LinkButton } from '../../components/kit/LinkButton';
import { useSession } from '../../lib/useSession';
import { homeFor } from '../../lib/landing';
import { paths } from '../../lib/paths';

// With the hero, in the screen's one chunk: the page is prerendered (the hero paints from the
// document), and the whole screen is adopted in one pass, so a press made on the listings before
// the application started is made again once they are React's (prerender/adoption.ts).
import PublicSales from './PublicSales';

/** The public home page. */
export default function HomePage() {
  const { loggedIn, roles } = useSession();
  return (
    <>
      <section
        style={{
          padding: '64px 24px',
          textAlign: 'center',
          background: 'linear-gradient(180deg,#e9f1fb,#f5f7fa)',
        }}
      >
        <h1 style={{ marginTop: 0, fontSize: 38 }}>Foreclosure property auctions, online</h1>
        <p style={{ fontSize: 18, maxWidth: 640, margin: '0 auto 24px' }}>
          Browse upcoming sales, lock your deposit and bid live from anywhere. Search is currently
          available in Illinois only.
        </p>
        <Space wrap>
          {loggedIn ? (
            <LinkButton type="primary" size="large" to={homeFor(roles)}>
              Go to Dashboard
            </LinkButton>
          ) : (
            <>
              <LinkButton type="primary" size="large" to={paths.register}>
                Create an Account
              </LinkButton>
              <LinkButton size="large" to={paths.login}>
                Sign In
              </LinkButton>
            </>
          )}
        </Space>
      </section>
      {/* Reserved height: the listings arriving never move what is already on screen. */}
      <div style={{ minHeight: 1100 }}>
        <PublicSales />
      </div>
    </>
  );
}
