import { describeAgent } from '../lib/device';
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

/** The place found after the user's last action that asked for it (see `locateNearbyWith`). */
let near: Promise<string | undefined> | null = null;

/**
 * Names the place near the user in the device info, as `lookUp` finds it (`locateNearby` in
 * src/api/nearbyPlace.ts asks for the position on the user's own action). A place found is kept
 * for the page's life; without one (refused, unavailable) the next action asks again.
 */
export function locateNearbyWith(
  lookUp: () => Promise<string | undefined>,
): Promise<string | undefined> {
  if (near) return near;
  const lookup: Promise<string | undefined> = lookUp()
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
