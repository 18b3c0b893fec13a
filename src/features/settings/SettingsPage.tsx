/** Being built. */
export default function SettingsPage() {
  return null;
}
