/** Resources (being built). */
export default function ResourcesPage() {
  return <h1>Resources</h1>;
}
