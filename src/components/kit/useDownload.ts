import { useCallback, useRef, useState } from 'react';
import { downloadFile, type DownloadRequest } from '../../api/files';

export interface DownloadState {
  /** A download is running: the button shows it and ignores further clicks. */
  busy: boolean;
  /** Starts the download unless one is running; answers the saved file name (null if ignored or failed). */
  download(request: DownloadRequest): Promise<string | null>;
}

/** One download at a time per button; failures are already shown by the http client. */
export function useDownload(): DownloadState {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const download = useCallback(async (request: DownloadRequest) => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    try {
      return await downloadFile(request);
    } catch {
      return null;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, download };
}
