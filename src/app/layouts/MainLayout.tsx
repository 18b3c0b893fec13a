import { Layout } from 'antd';
import { AppHeader } from '../shell/AppHeader';
import { SiteFooter } from '../shell/SiteFooter';
import { KeptOutlet } from './KeptOutlet';

/** Signed-in pages of bidders, staff and clients. */
export default function MainLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <Layout.Content
        id="main"
        // A screen's height to start with: the footer never jumps as the page arrives.
        style={{ width: '100%', maxWidth: 1400, margin: '0 auto', padding: 24, minHeight: '100vh' }}
      >
        <KeptOutlet />
      </Layout.Content>
      <SiteFooter />
    </Layout>
  );
}
