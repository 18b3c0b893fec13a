import { env } from '../../lib/env';

/** The version line shown at the foot of every layout. */
export function VersionFooter({ light = false }: { light?: boolean }) {
  return (
    <p
      style={{ margin: 0, fontSize: 12, textAlign: 'center', color: light ? '#c9d4e3' : '#5b6b7f' }}
    >
      © {new Date().getFullYear()} Bidright · v{env.version}
    </p>
  );
}
