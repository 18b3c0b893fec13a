import { Alert, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { activityLogQueries } from '../../api/activityLogs';
import { ActivityLogList } from '../../widgets/ActivityLogList';
import { LoadFailed } from '../../components/kit/LoadFailed';

/** /account/notification: the account's activity (bids, winners, deposits and payments). */
export default function NotificationPage() {
  const logs = useQuery(activityLogQueries.list());
  return (
    <section aria-labelledby="notifications-title">
      <h2 id="notifications-title" style={{ fontSize: 18, marginTop: 0 }}>
        Notifications
      </h2>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="E-mail and text-message notification preferences cannot be changed here yet."
        description="We keep you informed about the auctions you take part in. Below is the activity on your account: your bids, declared winners, deposits and payments."
      />
      <h3 style={{ fontSize: 16 }}>Activity</h3>
      {logs.isError ? (
        <LoadFailed title="Your activity could not be loaded." retry={() => void logs.refetch()} />
      ) : (
        <ActivityLogList items={logs.data} loading={logs.isLoading} label="Account activity" />
      )}
      {logs.data && logs.data.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {logs.data.length} {logs.data.length === 1 ? 'entry' : 'entries'}, newest first.
        </Typography.Paragraph>
      )}
    </section>
  );
}
