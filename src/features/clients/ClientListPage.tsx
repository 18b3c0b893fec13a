/** Being built. */
export default function ClientListPage() {
  return null;
}
