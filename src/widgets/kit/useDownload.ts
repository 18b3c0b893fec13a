import { useState } from 'react';
import { downloadFile, type SaveRequest } from '../../api/files';
import { useSingleSubmit } from '../../lib/useSingleSubmit';

export interface DownloadState {
  /** A download is running: the button shows it and ignores further clicks. */
  busy: boolean;
  /** How much has arrived while busy, 0 to 100, once the server has said the size; else null. */
  percent: number | null;
  /** Starts the download unless one is running; answers the saved file name (null if ignored or failed). */
  download(request: SaveRequest): Promise<string | null>;
}

/** One download at a time per button; failures are already shown by the http client. */
export function useDownload(): DownloadState {
  const [percent, setPercent] = useState<number | null>(null);
  const [run, busy] = useSingleSubmit(async (request: SaveRequest) => {
    try {
      return await downloadFile(request, setPercent);
    } catch {
      return null;
    } finally {
      setPercent(null);
    }
  });
  const download = async (request: SaveRequest) => (await run(request)) ?? null;
  return { busy, percent, download };
}
