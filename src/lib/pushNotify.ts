/**
 * Browser notifications for joined lots while the tab is hidden: once per lot
 * (spec 1 section 9), only after the bidder allowed them, never a prompt on its own.
 */
const shown = new Set<number>();

export const notificationsSupported = () => typeof Notification !== 'undefined';

/** Whether to offer the "turn on notifications" prompt: supported and not decided yet. */
export const canAskPermission = () =>
  notificationsSupported() && Notification.permission === 'default';

/** Asks once, from a click; resolves true when granted. */
export async function askPermission(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  try {
    return (await Notification.requestPermission()) === 'granted';
  } catch {
    return false;
  }
}

/** Shows a notification for `lotId` when the tab is hidden and permission is granted, once per lot. */
export function notifyLotOnce(lotId: number, title: string, body: string): boolean {
  // Cheapest checks first: this runs for every live event and the permission read is slow.
  if (typeof document !== 'undefined' && document.visibilityState !== 'hidden') return false;
  if (shown.has(lotId) || !notificationsSupported()) return false;
  if (Notification.permission !== 'granted') return false;
  shown.add(lotId);
  try {
    new Notification(title, { body, tag: `lot-${lotId}` });
  } catch {
    return false;
  }
  return true;
}

/** Test helper. */
export const resetPushNotify = () => shown.clear();

/** The browser's existing push subscription endpoint, if a service worker registered one. */
export async function existingPushKey(): Promise<string | null> {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    const sub = await reg?.pushManager?.getSubscription();
    return sub?.endpoint ?? null;
  } catch {
    return null;
  }
}
