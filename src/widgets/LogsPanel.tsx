import { Card } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { activityLogQueries } from '../api/activityLogs';
import { ActivityLogList } from './ActivityLogList';

interface Props {
  /** Names the scrolling list for assistive technology. */
  label: string;
}

/**
 * The signed-in account's activity logs (the company's for a company user), newest first, in a
 * 600 px scrolling list. A failure shows the empty text: lists fail silently.
 */
export function LogsPanel({ label }: Props) {
  const logs = useQuery(activityLogQueries.list());
  return (
    <Card title="Activity logs" role="region" aria-label="Activity logs">
      <ActivityLogList items={logs.data} loading={logs.isPending && !logs.isError} label={label} />
    </Card>
  );
}
