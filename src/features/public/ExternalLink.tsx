import { ExportOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Read by screen readers, not shown. */
const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A link to another site: a new tab, without access to this page, and said so to every reader. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children} <ExportOutlined aria-hidden />
      <span style={HIDDEN}> (opens in a new tab)</span>
    </a>
  );
}
