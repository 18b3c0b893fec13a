import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';

export const NOT_FOUND_TEXT = 'Sorry, the page you visited does not exist.';

/** The 404 page. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main>
      <Result
        status="404"
        title={<h1 style={{ fontSize: 32, margin: 0 }}>404</h1>}
        subTitle={NOT_FOUND_TEXT}
        extra={
          <Button type="primary" onClick={() => navigate(paths.dashboard)}>
            Dashboard
          </Button>
        }
      />
    </main>
  );
}
