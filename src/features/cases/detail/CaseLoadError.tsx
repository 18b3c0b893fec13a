import { Button, Result, Space } from 'antd';
import { Link } from 'react-router-dom';
import { MSG } from '../../../api/errors';

export const CASE_LOAD_FAILED = 'The case could not be loaded.';

/** A case the user may not open (403), or one that failed to load (with Try again). */
export function CaseLoadError({
  status,
  backTo,
  backLabel,
  onRetry,
}: {
  status: number;
  backTo: string;
  backLabel: string;
  onRetry(): void;
}) {
  const back = (
    <Link to={backTo}>
      <Button type={status === 403 ? 'primary' : 'default'}>{backLabel}</Button>
    </Link>
  );
  if (status === 403)
    return (
      <Result status="403" title={MSG.permission} subTitle={MSG.permissionDetail} extra={back} />
    );
  return (
    <Result
      status="error"
      title={CASE_LOAD_FAILED}
      extra={
        <Space>
          <Button type="primary" onClick={onRetry}>
            Try again
          </Button>
          {back}
        </Space>
      }
    />
  );
}
