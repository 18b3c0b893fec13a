/** System (being built). */
export default function SystemPage() {
  return <h1>System</h1>;
}
