import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../lib/useSession';
import { homeFor } from '../lib/landing';

/** The 'Coming soon' placeholder with its Dashboard button (signed-out visitors go to /login). */
export default function ComingSoonPage({ title }: { title?: string }) {
  const navigate = useNavigate();
  const { loggedIn, roles } = useSession();
  return (
    <Result
      status="info"
      title={
        <h1 style={{ fontSize: 24, margin: 0 }}>
          {title ? `${title}: Coming soon` : 'Coming soon'}
        </h1>
      }
      subTitle="We are putting the finishing touches on this page. Please check back shortly."
      extra={
        <Button type="primary" onClick={() => navigate(loggedIn ? homeFor(roles) : '/login')}>
          Dashboard
        </Button>
      }
    />
  );
}
