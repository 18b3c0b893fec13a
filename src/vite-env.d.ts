/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_ENV: 'development' | 'staging' | 'production';
  readonly VITE_SIMULATOR: string;
  readonly VITE_API_URL: string;
  readonly VITE_GRPC_URL: string;
  readonly VITE_GEOCODE_URL: string;
  readonly VITE_CLIENT_ID: string;
  readonly VITE_CLIENT_SECRET: string;
  readonly VITE_ROLE_COOKIE_SECRET: string;
  readonly VITE_FRONTEND_HOST: string;
  readonly VITE_MAP_TILE_URL: string;
  readonly VITE_TELEMETRY_URL?: string;
  /** The field vitals collector (a path on the site or a URL); unset: no field vitals. */
  readonly VITE_VITALS_URL?: string;
  /** The share of page loads that report field vitals, 0..1 (1 when unset). */
  readonly VITE_VITALS_SAMPLE?: string;
  readonly VITE_MAP_CENTER: string;
  /** Password of the demo accounts (simulator builds only; other builds ignore it). */
  readonly VITE_DEMO_PASSWORD?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare const __APP_VERSION__: string;

/** The built antd styles of the shell (src/build/prerender.ts); empty in development. */
declare module 'virtual:shell-styles' {
  const styles: string;
  export default styles;
}
