import { Alert, Grid } from 'antd';
import type { ReactNode } from 'react';

/** The note shown instead of a report table on screens narrower than md (768 px). */
export const SMALL_SCREEN_NOTE = 'The report table is not available on smaller screens.';

/**
 * A report's table on medium and larger screens; on smaller ones a note in its place (the
 * filters and export buttons stay outside it, so exports still work).
 */
export function SmallScreenNote({ children }: { children: ReactNode }) {
  const screens = Grid.useBreakpoint();
  // Until the first measurement the breakpoints are unknown: the table is kept.
  if (screens.md !== false) return <>{children}</>;
  return <Alert type="info" showIcon title={SMALL_SCREEN_NOTE} />;
}
