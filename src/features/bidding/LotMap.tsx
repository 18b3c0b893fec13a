import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, Popup, TileLayer } from 'react-leaflet';
import { env } from '../../lib/env';

export const MAP_ZOOM = 10;

/** A map with the property marker (works without tiles: the marker still shows). */
export default function LotMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const centre: [number, number] =
    Number.isFinite(lat) && Number.isFinite(lng) ? [lat, lng] : env.mapCentre;
  return (
    <MapContainer
      center={centre}
      zoom={MAP_ZOOM}
      style={{ height: 280, width: '100%', borderRadius: 8 }}
      scrollWheelZoom={false}
      aria-label="Map"
    >
      <TileLayer url={env.mapTileUrl} attribution="&copy; OpenStreetMap contributors" />
      <CircleMarker
        center={centre}
        radius={10}
        pathOptions={{ color: '#0b5cad', fillOpacity: 0.8 }}
      >
        <Popup>{label}</Popup>
      </CircleMarker>
    </MapContainer>
  );
}
