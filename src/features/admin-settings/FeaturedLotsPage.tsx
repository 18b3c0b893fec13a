/** Featured Lots (being built). */
export default function FeaturedLotsPage() {
  return <h1>Featured Lots</h1>;
}
