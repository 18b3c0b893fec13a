import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { AppHeader } from '../shell/AppHeader';
import { SignUpBanner } from '../shell/SignUpBanner';
import { SiteFooter } from '../shell/SiteFooter';

/** Public pages: header, sign-up banner, page, footer. */
export default function LandingLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <SignUpBanner />
      <Layout.Content id="main" style={{ width: '100%' }}>
        <Outlet />
      </Layout.Content>
      <SiteFooter />
    </Layout>
  );
}
