import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';

/** The product mark, linking home. */
export function Brand({ to = paths.home, light = false }: { to?: string; light?: boolean }) {
  return (
    <Link
      to={to}
      aria-label="Bidright home"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span
        style={{
          fontWeight: 700,
          fontSize: 20,
          color: light ? '#fff' : '#0b5cad',
          letterSpacing: 0.3,
        }}
      >
        Bidright
      </span>
    </Link>
  );
}
