/** Geometry of the map's area filters. */
export interface LatLng {
  lat: number;
  lng: number;
}
export interface Circle extends LatLng {
  /** Radius in metres. */
  radius: number;
}

const EARTH_M = 6_371_000;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres. */
export function distanceM(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Ray casting; points on the edge may fall either way. A polygon needs 3 vertices. */
export function inPolygon(p: LatLng, polygon: readonly LatLng[]): boolean {
  if (polygon.length < 3) return false;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (
      a.lat > p.lat !== b.lat > p.lat &&
      p.lng < ((b.lng - a.lng) * (p.lat - a.lat)) / (b.lat - a.lat) + a.lng
    )
      inside = !inside;
  }
  return inside;
}

export const inCircle = (p: LatLng, c: Circle) => distanceM(p, c) <= c.radius;

/** With area filters, a point must fall in at least one of the drawn shapes. */
export function inAreas(
  p: LatLng,
  polygons: readonly (readonly LatLng[])[],
  circles: readonly Circle[],
): boolean {
  if (!polygons.length && !circles.length) return true;
  return polygons.some((poly) => inPolygon(p, poly)) || circles.some((c) => inCircle(p, c));
}
