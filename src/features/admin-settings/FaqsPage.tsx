/** FAQs (being built). */
export default function FaqsPage() {
  return <h1>FAQs</h1>;
}
