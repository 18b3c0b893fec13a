/** Being built. */
export default function BiddersReport({ admin: _admin }: { admin: boolean }) {
  return null;
}
