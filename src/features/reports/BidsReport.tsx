/** Being built. */
export default function BidsReport({ admin: _admin }: { admin: boolean }) {
  return null;
}
