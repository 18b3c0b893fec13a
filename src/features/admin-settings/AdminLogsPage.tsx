import { LogsPanel } from '../../widgets/LogsPanel';

/** /admin/settings/logs: the admin's activity logs, newest first, in a 600 px scrolling list. */
export default function AdminLogsPage() {
  return <LogsPanel label="Admin activity logs" />;
}
