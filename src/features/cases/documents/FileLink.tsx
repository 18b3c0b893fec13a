import type { ReactNode } from 'react';
import { fileLinkUrl } from '../../../lib/fileUrl';

/** A stored file opening in a new tab; an address that is not http(s) or this site's stays text. */
export function FileLink({
  url,
  children,
}: {
  url: string | null | undefined;
  children: ReactNode;
}) {
  const href = fileLinkUrl(url);
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
