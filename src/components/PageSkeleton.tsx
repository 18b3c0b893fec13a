import { Skeleton } from 'antd';

/** Loading placeholder shown while a screen or its data loads. */
export function PageSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div role="status" aria-live="polite" aria-label="Loading" style={{ padding: 24 }}>
      <Skeleton active title paragraph={{ rows }} />
    </div>
  );
}

/** A figure's place on its line while it loads: the line keeps the height the figure will have. */
export function FigurePlaceholder() {
  return <Skeleton.Input active size="small" style={{ verticalAlign: 'middle' }} />;
}
