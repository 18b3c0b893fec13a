/**
 * Public configuration chosen per environment (.env.development, .env.staging, .env.production).
 * Each setting is read by its name, so a build carries only the settings it reads (never the whole
 * environment, whose other VITE_ values may be for the simulator only).
 */
import { sampleRateOf } from './vitalsSampling';

const raw = {
  VITE_APP_ENV: import.meta.env.VITE_APP_ENV,
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_GRPC_URL: import.meta.env.VITE_GRPC_URL,
  VITE_GEOCODE_URL: import.meta.env.VITE_GEOCODE_URL,
  VITE_CLIENT_ID: import.meta.env.VITE_CLIENT_ID,
  VITE_CLIENT_SECRET: import.meta.env.VITE_CLIENT_SECRET,
  VITE_ROLE_COOKIE_SECRET: import.meta.env.VITE_ROLE_COOKIE_SECRET,
  VITE_FRONTEND_HOST: import.meta.env.VITE_FRONTEND_HOST,
  VITE_TELEMETRY_URL: import.meta.env.VITE_TELEMETRY_URL,
  VITE_VITALS_URL: import.meta.env.VITE_VITALS_URL,
  VITE_VITALS_SAMPLE: import.meta.env.VITE_VITALS_SAMPLE,
  VITE_MAP_TILE_URL: import.meta.env.VITE_MAP_TILE_URL,
  VITE_MAP_CENTER: import.meta.env.VITE_MAP_CENTER,
};

function parseCentre(value: string | undefined): [number, number] {
  const [lat, lng] = (value ?? '').split(',').map(Number);
  return Number.isFinite(lat) && Number.isFinite(lng) ? [lat, lng] : [41.8781, -87.6298];
}

export const env = {
  appEnv: raw.VITE_APP_ENV ?? 'development',
  apiUrl: raw.VITE_API_URL ?? '',
  grpcUrl: raw.VITE_GRPC_URL || raw.VITE_API_URL || '',
  geocodeUrl: raw.VITE_GEOCODE_URL ?? '',
  clientId: raw.VITE_CLIENT_ID ?? 'bidright-web',
  clientSecret: raw.VITE_CLIENT_SECRET ?? '',
  roleCookieSecret: raw.VITE_ROLE_COOKIE_SECRET ?? 'role-cookie-secret',
  frontendHost: raw.VITE_FRONTEND_HOST ?? '',
  /** Where field reports (answers off contract) are beaconed; none when unset. */
  telemetryUrl: raw.VITE_TELEMETRY_URL ?? '',
  /** Where field vitals (Web Vitals, unhandled errors) are beaconed; none when unset. */
  vitalsUrl: raw.VITE_VITALS_URL ?? '',
  /** The share of page loads that report field vitals, 0..1 (1 when unset). */
  vitalsSample: sampleRateOf(raw.VITE_VITALS_SAMPLE),
  mapTileUrl: raw.VITE_MAP_TILE_URL ?? '',
  mapCentre: parseCentre(raw.VITE_MAP_CENTER),
  /** Non-production builds show the hidden quick-login buttons. */
  showQuickLogin: raw.VITE_APP_ENV !== 'production',
  version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0',
} as const;
