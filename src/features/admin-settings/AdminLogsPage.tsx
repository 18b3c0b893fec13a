/** Logs (being built). */
export default function AdminLogsPage() {
  return <h1>Logs</h1>;
}
