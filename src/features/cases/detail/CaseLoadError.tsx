import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { MSG } from '@/api/errors';
import { ScreenLoadFailed } from '@/components/kit/LoadFailed';

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
  return <ScreenLoadFailed title={CASE_LOAD_FAILED} retry={onRetry} also={back} />;
}
