import { Progress } from 'antd';
import type { ReactNode } from 'react';
import { fileLinkUrl, fileNameOf } from '../../lib/fileUrl';
import { useDownload } from './useDownload';

/**
 * A stored file (a document, wire instructions) as a link that saves it: the file is fetched
 * through the authorised http client, since the backend serves it only to a caller allowed to
 * see it, with a progress bar while it arrives. An address that is not http(s) or this site's
 * stays text.
 */
export function FileLink({
  url,
  fileName,
  children,
}: {
  url: string | null | undefined;
  /** The name it is saved under; the last part of its address when not given. */
  fileName?: string;
  children: ReactNode;
}) {
  const href = fileLinkUrl(url);
  const { busy, percent, download } = useDownload();
  if (!href) return <span>{children}</span>;
  const name = fileName || fileNameOf(href) || 'download';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <a
        href={href}
        download={name}
        aria-busy={busy || undefined}
        onClick={(e) => {
          e.preventDefault();
          void download({ url: href, fileName: name });
        }}
      >
        {children}
      </a>
      {busy && (
        <Progress
          percent={percent ?? 0}
          size="small"
          style={{ width: 96, margin: 0 }}
          aria-label={`Downloading ${name}`}
        />
      )}
    </span>
  );
}
