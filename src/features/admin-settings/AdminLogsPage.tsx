import { Card } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { activityLogQueries } from '../../api/activityLogs';
import { ActivityLogList } from '../../components/ActivityLogList';

/** /admin/settings/logs: the admin's activity logs, newest first, in a 600 px scrolling list. */
export default function AdminLogsPage() {
  // A failure shows the empty text: lists fail silently.
  const logs = useQuery(activityLogQueries.list());
  return (
    <Card title="Activity logs" role="region" aria-label="Activity logs">
      <ActivityLogList
        items={logs.data}
        loading={logs.isPending && !logs.isError}
        label="Admin activity logs"
      />
    </Card>
  );
}
