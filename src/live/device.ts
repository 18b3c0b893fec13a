import { http } from '../api/http';
import { describeAgent } from '../lib/device';
import { env } from '../lib/env';
import { getDeviceId } from '../lib/session';

/** The device description sent with every subscription (JSON text). */
export interface DeviceInfo {
  os: string;
  device: string;
  userDeviceId: string;
  tabId: string;
  near?: string;
}

const TAB_KEY = 'bidright.tabId';

/** A per-tab id: kept across reloads of the tab, different in every tab. */
export function getTabId(): string {
  try {
    let id = sessionStorage.getItem(TAB_KEY);
    if (!id) {
      id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      sessionStorage.setItem(TAB_KEY, id);
    }
    return id;
  } catch {
    return 'tab';
  }
}

/** The place found after the user's last action that asked for it (see `locateNearby`). */
let near: Promise<string | undefined> | null = null;

/** "City, ST" near the user, from the reverse-geocoding service; undefined when it fails. */
async function lookUpNearbyPlace(): Promise<string | undefined> {
  if (!env.geocodeUrl || typeof navigator === 'undefined' || !navigator.geolocation)
    return undefined;
  // Never wait on an unanswered permission prompt for more than a few seconds.
  const position = await new Promise<GeolocationPosition | null>((resolve) => {
    setTimeout(() => resolve(null), 3000);
    navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), {
      timeout: 3000,
      maximumAge: 600_000,
    });
  });
  if (!position) return undefined;
  const { latitude: lat, longitude: lng } = position.coords;
  const res = await http.get<{ city?: string; state?: string }>(env.geocodeUrl, {
    params: { lat, lng },
    silent: true,
    skipAuth: true,
  });
  return [res.data.city, res.data.state].filter(Boolean).join(', ') || undefined;
}

/**
 * Asks for the user's position, to name the place near them in the device info: called from the
 * user's own action (joining an auction), never as a page loads, so the browser's permission
 * prompt answers a click. A place found is kept for the page's life; without one (refused,
 * unavailable) the next action asks again.
 */
export function locateNearby(): Promise<string | undefined> {
  if (near) return near;
  const lookup: Promise<string | undefined> = lookUpNearbyPlace()
    .catch(() => undefined)
    .then((place) => {
      if (!place && near === lookup) near = null;
      return place;
    });
  near = lookup;
  return lookup;
}

/** The place near the user if an action of theirs asked for it (it never asks by itself). */
export const nearbyPlace = (): Promise<string | undefined> => near ?? Promise.resolve(undefined);

/** Forgets the place found (screens rendered one after another in one page, in tests). */
export function forgetNearbyPlace() {
  near = null;
}

export async function deviceInfo(userAgent = navigator.userAgent): Promise<DeviceInfo> {
  const { os, device } = describeAgent(userAgent);
  const place = await nearbyPlace();
  const info: DeviceInfo = { os, device, userDeviceId: getDeviceId(), tabId: getTabId() };
  if (place) info.near = place;
  return info;
}
