/** Dashboard (being built). */
export default function AdminDashboardPage() {
  return <h1>Dashboard</h1>;
}
