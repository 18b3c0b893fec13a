/** Being built: the signed-in user's own details (username read-only) and password change. */
export function ProfileSettings(_props: { passwordChange?: boolean }) {
  return null;
}
