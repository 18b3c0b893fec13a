/** Company (being built). */
export default function CompanyDetailPage() {
  return <h1>Company</h1>;
}
