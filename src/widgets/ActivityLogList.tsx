import { Empty, Skeleton } from 'antd';
import type { ActivityLog } from '../api/activityLogs';
import { formatDateTime } from '../lib/format';

/** The activity log's scroll height (spec 1 section 9). */
export const ACTIVITY_LOG_HEIGHT = 600;
export const NO_ACTIVITY_LOGS = 'No activity logs available.';

interface Props {
  items: readonly ActivityLog[] | undefined;
  loading?: boolean;
  /** Names the scrolling region for assistive technology. */
  label?: string;
}

/**
 * An activity log, newest first: title, body and date (MM/DD/YYYY h:mm A) in a region that scrolls
 * past 600 pixels and can be scrolled from the keyboard. Used by the account and by case and lot screens.
 */
export function ActivityLogList({ items, loading = false, label = 'Activity logs' }: Props) {
  if (loading)
    return (
      <div role="status" aria-label="Loading activity logs">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  if (!items?.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_ACTIVITY_LOGS} />;
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ maxHeight: ACTIVITY_LOG_HEIGHT, overflowY: 'auto' }}
    >
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((log, index) => (
          <li
            key={log.id ?? `${log.createdDate}-${index}`}
            style={{ padding: '12px 4px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
          >
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
              <strong>{log.actLogTitle}</strong>
              <time
                dateTime={log.createdDate}
                style={{ color: 'rgba(0, 0, 0, 0.55)', whiteSpace: 'nowrap' }}
              >
                {formatDateTime(log.createdDate)}
              </time>
            </div>
            {log.actLogBody && <div style={{ marginTop: 4 }}>{log.actLogBody}</div>}
          </li>
        ))}
      </ol>
    </div>
  );
}
