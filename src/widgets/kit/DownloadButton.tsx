import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { DownloadRequest } from '../../api/files';
import { useDownload } from './useDownload';

/** An export button (PDF, Excel): busy while the file downloads, one download per click. */
export function DownloadButton({
  request,
  children,
  ...button
}: { request: DownloadRequest | (() => DownloadRequest) } & Omit<
  ButtonProps,
  'onClick' | 'loading'
>) {
  const { busy, download } = useDownload();
  return (
    <Button
      icon={<DownloadOutlined />}
      {...button}
      loading={busy}
      onClick={() => void download(typeof request === 'function' ? request() : request)}
    >
      {children}
    </Button>
  );
}
