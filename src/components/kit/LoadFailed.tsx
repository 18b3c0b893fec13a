import { Alert, Button, Result, Space, type ResultProps } from 'antd';
import type { ReactNode } from 'react';

interface Retry {
  /** What could not be loaded, as the screen words it. */
  title: ReactNode;
  /** Asks again (the failed queries' refetch). */
  retry: () => void;
  /** Whether the retry is under way (its button shows it is working). */
  retrying?: boolean;
}

function RetryButton({ retry, retrying, primary }: Retry & { primary?: boolean }) {
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      size={primary ? 'middle' : 'small'}
      loading={retrying}
      onClick={() => void retry()}
    >
      Try again
    </Button>
  );
}

/** A part of a screen that could not be loaded: what failed, with Try again beside it. */
export function LoadFailed(props: Retry) {
  return <Alert type="error" showIcon title={props.title} action={<RetryButton {...props} />} />;
}

/**
 * A whole screen that could not be loaded: what failed, Try again, and the way back (`also`)
 * where the screen offers one.
 */
export function ScreenLoadFailed({
  status = 'error',
  subTitle,
  also,
  ...props
}: Retry & { status?: ResultProps['status']; subTitle?: ReactNode; also?: ReactNode }) {
  return (
    <Result
      status={status}
      title={props.title}
      subTitle={subTitle}
      extra={
        <Space wrap>
          <RetryButton {...props} primary />
          {also}
        </Space>
      }
    />
  );
}
