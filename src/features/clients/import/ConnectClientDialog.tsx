/** Being built. */
export function ConnectClientDialog(_props: { open: boolean; onClose(): void }) {
  return null;
}
