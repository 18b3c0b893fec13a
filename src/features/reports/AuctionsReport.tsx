/** Being built. */
export default function AuctionsReport({ admin: _admin }: { admin: boolean }) {
  return null;
}
