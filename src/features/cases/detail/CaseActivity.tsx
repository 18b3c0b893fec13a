import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { activityLogQueries } from '@/api/activityLogs';
import { ActivityLogList } from '@/widgets/ActivityLogList';

/** The case's activity logs, newest first (a failure shows the empty text). */
export function CaseActivity({ caseId }: { caseId: number }) {
  const logs = useQuery(activityLogQueries.list({ caseId }));
  return (
    <Card title="Activity Logs" size="small">
      <ActivityLogList items={logs.data} loading={logs.isPending} label="Case activity logs" />
    </Card>
  );
}
