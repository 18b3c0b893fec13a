/** Being built. */
export default function ConnectedCompaniesPage() {
  return null;
}
