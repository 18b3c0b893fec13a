import { apiErrorOf, MSG } from '../../api/errors';
import { notice, toast } from '../../lib/notify';

/**
 * Shows a failed sign-in: deployment, server and permission errors as their sign-in
 * notices; anything else as the 'Something went wrong!' toast. Returns the server's
 * text for the inline message.
 */
export function reportSignInError(error: unknown): string | null {
  const { status, notice: n, serverMessage } = apiErrorOf(error);
  if (n && (status === 503 || status === 500 || status === 403)) {
    notice(n);
    return null;
  }
  toast('error', MSG.signInFailed);
  return serverMessage ?? null;
}
