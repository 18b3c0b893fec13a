import { Skeleton } from 'antd';

/** Loading placeholder shown while a screen or its data loads. */
export function PageSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div role="status" aria-live="polite" aria-label="Loading" style={{ padding: 24 }}>
      <Skeleton active title paragraph={{ rows }} />
    </div>
  );
}
