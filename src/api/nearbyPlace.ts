import { env } from '../lib/env';
import { locateNearbyWith } from '../live/device';
import { http } from './http';

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
 * Asks for the user's position, to name the place near them in the live stream's device info:
 * called from the user's own action (joining an auction), never as a page loads, so the
 * browser's permission prompt answers a click. A place found is kept for the page's life;
 * without one (refused, unavailable) the next action asks again.
 */
export const locateNearby = (): Promise<string | undefined> => locateNearbyWith(lookUpNearbyPlace);
