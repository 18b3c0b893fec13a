import {
  createLeafletContext,
  LeafletContext,
  type LeafletContextInterface,
} from '@react-leaflet/core';
import { Map as LeafletMap, TileLayer, type LatLngExpression } from 'leaflet';
import { useCallback, useRef, useState, type CSSProperties, type ReactNode } from 'react';

interface Kept {
  element: HTMLDivElement;
  context: LeafletContextInterface;
  inUse: boolean;
}

/** The map kept between visits of its screen (one per page). */
let kept: Kept | null = null;

export interface KeptMapProps {
  center: LatLngExpression;
  zoom: number;
  tileUrl: string;
  attribution: string;
  style: CSSProperties;
  /** The layers the screen draws (react-leaflet components): they come and go with the screen. */
  children?: ReactNode;
}

/** A new map in `into`, with its tile layer (its element in the page first, so it has a size). */
function createMap(into: HTMLElement, { center, zoom, tileUrl, attribution }: KeptMapProps): Kept {
  const element = document.createElement('div');
  Object.assign(element.style, { width: '100%', height: '100%', borderRadius: 'inherit' });
  into.appendChild(element);
  const map = new LeafletMap(element).setView(center, zoom);
  new TileLayer(tileUrl, { attribution }).addTo(map);
  return { element, context: createLeafletContext(map), inUse: false };
}

/**
 * A Leaflet map that outlives its screen: the first visit creates the map and its tile layer;
 * leaving the screen takes the map's element out of the page, and the next visit puts the same
 * map back, with its tiles loaded and the view the user left, instead of creating the map, its
 * tile layer and its tiles again (as react-leaflet's MapContainer does on every mount). The
 * layers the screen draws (markers, areas) are children, added and removed with the screen.
 * Should two be shown at once, the second is a map of its own, removed with it.
 */
export function KeptMap(props: KeptMapProps) {
  const [context, setContext] = useState<LeafletContextInterface | null>(null);
  const first = useRef(props);
  // Like MapContainer, the map is made (or put back) as its holder enters the page.
  const holder = useCallback((into: HTMLDivElement | null) => {
    if (!into) return;
    const reuse = kept !== null && !kept.inUse;
    const map = reuse ? kept! : createMap(into, first.current);
    kept ??= map;
    const ownsKept = map === kept;
    map.inUse = true;
    if (reuse) {
      into.appendChild(map.element);
      // Same size as it left, as a rule (then nothing moves or loads again); else the view
      // keeps its centre, as on a window resize.
      map.context.map.invalidateSize();
    }
    setContext(map.context);
    return () => {
      map.inUse = false;
      map.element.remove();
      if (!ownsKept) map.context.map.remove();
    };
  }, []);

  return (
    <div ref={holder} style={props.style}>
      {context && <LeafletContext value={context}>{props.children}</LeafletContext>}
    </div>
  );
}
