import { Card, Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { Brand } from '../shell/Brand';
import { VersionFooter } from '../shell/VersionFooter';

/** Sign-in, registration and password pages: a centred card. */
export default function LoginLayout() {
  return (
    <Layout style={{ minHeight: '100vh', alignItems: 'center', padding: '32px 16px' }}>
      <div style={{ marginBottom: 24 }}>
        <Brand />
      </div>
      <main id="main" style={{ width: '100%', maxWidth: 560 }}>
        <Card>
          <Outlet />
        </Card>
      </main>
      <div style={{ marginTop: 24 }}>
        <VersionFooter />
      </div>
    </Layout>
  );
}
