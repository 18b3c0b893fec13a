/** System Users (being built). */
export default function SystemUsersPage() {
  return <h1>System Users</h1>;
}
