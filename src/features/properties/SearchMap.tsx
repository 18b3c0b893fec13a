import 'leaflet/dist/leaflet.css';
import { useState } from 'react';
import { Button, Space } from 'antd';
import {
  Circle as CircleShape,
  CircleMarker,
  Polygon,
  Polyline,
  Popup,
  useMapEvents,
} from 'react-leaflet';
import { Link } from 'react-router-dom';
import type { PropertyCardRow } from '../../api/search';
import { PropertyPhoto } from '../../components/PropertyPhoto';
import { env } from '../../lib/env';
import { formatMoney, formatAddress } from '../../lib/format';
import { distanceM, type Circle, type LatLng } from '../../lib/geo';
import { MAIN_ATTRIBUTES } from '../../lib/winnings';
import { KeptMap } from './KeptMap';
import { paths } from '../../lib/paths';

export const SEARCH_ZOOM = 10;

type Mode = 'none' | 'polygon' | 'circle';

function Drawing({
  mode,
  points,
  setPoints,
  centre,
  setCentre,
  onPolygon,
  onCircle,
}: {
  mode: Mode;
  points: LatLng[];
  setPoints: (p: LatLng[]) => void;
  centre: LatLng | null;
  setCentre: (c: LatLng | null) => void;
  onPolygon: (p: LatLng[]) => void;
  onCircle: (c: Circle) => void;
}) {
  useMapEvents({
    click(e) {
      const p = { lat: e.latlng.lat, lng: e.latlng.lng };
      if (mode === 'polygon') setPoints([...points, p]);
      if (mode === 'circle') {
        if (!centre) setCentre(p);
        else {
          onCircle({ ...centre, radius: Math.max(50, Math.round(distanceM(centre, p))) });
          setCentre(null);
        }
      }
    },
    dblclick() {
      if (mode === 'polygon' && points.length >= 3) onPolygon(points);
    },
  });
  return (
    <>
      {points.length > 0 && <Polyline positions={points} pathOptions={{ dashArray: '4 4' }} />}
      {centre && <CircleMarker center={centre} radius={4} />}
    </>
  );
}

/** The search map: result markers with popups, and polygon and circle area filters drawn by clicking. */
export default function SearchMap({
  rows,
  polygons,
  circles,
  onAreas,
  onPin,
}: {
  rows: PropertyCardRow[];
  polygons: LatLng[][];
  circles: Circle[];
  onAreas: (a: { polygons: LatLng[][]; circles: Circle[] }) => void;
  onPin: (id: number, pinned: boolean) => void;
}) {
  const [mode, setMode] = useState<Mode>('none');
  const [points, setPoints] = useState<LatLng[]>([]);
  const [centre, setCentre] = useState<LatLng | null>(null);
  const stop = () => {
    setMode('none');
    setPoints([]);
    setCentre(null);
  };
  const finishPolygon = (p: LatLng[]) => {
    onAreas({ polygons: [...polygons, p], circles });
    stop();
  };
  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }}>
        <Button
          size="small"
          type={mode === 'polygon' ? 'primary' : 'default'}
          onClick={() => (mode === 'polygon' ? stop() : (stop(), setMode('polygon')))}
        >
          Draw area
        </Button>
        {mode === 'polygon' && (
          <Button size="small" disabled={points.length < 3} onClick={() => finishPolygon(points)}>
            Finish area ({points.length} points)
          </Button>
        )}
        <Button
          size="small"
          type={mode === 'circle' ? 'primary' : 'default'}
          onClick={() => (mode === 'circle' ? stop() : (stop(), setMode('circle')))}
        >
          Draw circle
        </Button>
        <Button
          size="small"
          disabled={!polygons.length && !circles.length}
          onClick={() => onAreas({ polygons: [], circles: [] })}
        >
          Clear areas
        </Button>
        <span aria-live="polite" style={{ color: '#5b6b7f' }}>
          {mode === 'polygon'
            ? 'Click the map to add corners, then Finish area.'
            : mode === 'circle'
              ? centre
                ? 'Click the edge of the circle.'
                : 'Click the centre of the circle.'
              : ''}
        </span>
      </Space>
      {/* The same map from one visit to the next: its view and tiles stay (KeptMap.tsx). */}
      <KeptMap
        center={env.mapCentre}
        zoom={SEARCH_ZOOM}
        tileUrl={env.mapTileUrl}
        attribution="&copy; OpenStreetMap contributors"
        style={{ height: 520, width: '100%', borderRadius: 8 }}
      >
        {polygons.map((p, i) => (
          <Polygon key={`p${i}`} positions={p} pathOptions={{ color: '#0b5cad' }} />
        ))}
        {circles.map((c, i) => (
          <CircleShape
            key={`c${i}`}
            center={c}
            radius={c.radius}
            pathOptions={{ color: '#0b5cad' }}
          />
        ))}
        <Drawing
          mode={mode}
          points={points}
          setPoints={setPoints}
          centre={centre}
          setCentre={setCentre}
          onPolygon={finishPolygon}
          onCircle={(c) => (onAreas({ polygons, circles: [...circles, c] }), stop())}
        />
        {rows.map((r) => {
          const address = formatAddress({
            streetLine1: r.streetLine1,
            city: r.city,
            stateCode: r.stateCode,
          });
          const main = r.images.find((i) => i.isMain) ?? r.images[0];
          return (
            <CircleMarker
              key={r.id}
              center={[r.latitude, r.longitude]}
              radius={8}
              pathOptions={{ color: r.isPinned ? '#b45309' : '#0b5cad', fillOpacity: 0.85 }}
            >
              <Popup>
                <div style={{ width: 220 }}>
                  <PropertyPhoto url={main?.url} alt={address} height={110} />
                  <Link
                    to={paths.lot(r.id)}
                    style={{ display: 'block', fontWeight: 600, marginTop: 6 }}
                  >
                    {address}
                  </Link>
                  <div>Opening bid {formatMoney(r.openingPrice, 2)}</div>
                  <Button
                    size="small"
                    style={{ marginTop: 6 }}
                    aria-pressed={r.isPinned}
                    onClick={() => onPin(r.id, !r.isPinned)}
                  >
                    {r.isPinned ? 'Unpin' : 'Pin'}
                  </Button>
                  <div style={{ color: '#5b6b7f' }}>
                    {r.attributes
                      .filter((a) => MAIN_ATTRIBUTES.includes(a.attributeName))
                      .map((a) => `${a.attributeDisplayName ?? a.attributeName}: ${a.value}`)
                      .join(' · ')}
                  </div>
                </div>
              </Popup>
            </CircleMarker>
          );
        })}
      </KeptMap>
    </div>
  );
}
