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
      {/* A screen's height to start with: the footer waits below the fold, so a page arriving
          (its code, then its data) never moves it on screen. */}
      <Layout.Content id="main" style={{ width: '100%', minHeight: '100vh' }}>
        <Outlet />
      </Layout.Content>
      <SiteFooter />
    </Layout>
  );
}
