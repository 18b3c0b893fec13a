/** Being built. */
export function ImportClientsDialog(_props: { open: boolean; onClose(): void }) {
  return null;
}
