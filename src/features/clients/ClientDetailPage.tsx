/** Being built. */
export default function ClientDetailPage() {
  return null;
}
