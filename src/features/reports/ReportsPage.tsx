/** Being built. */
export default function ReportsPage() {
  return null;
}
