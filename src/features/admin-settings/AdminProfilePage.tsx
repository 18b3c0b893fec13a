/** Profile (being built). */
export default function AdminProfilePage() {
  return <h1>Profile</h1>;
}
