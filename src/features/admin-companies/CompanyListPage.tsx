/** Companies (being built). */
export default function CompanyListPage() {
  return <h1>Companies</h1>;
}
