import { LogsPanel } from '../../widgets/LogsPanel';

/** /settings/logs: the company's activity logs, newest first, in a 600 px scrolling list. */
export default function LogsPage() {
  return <LogsPanel label="Company activity logs" />;
}
