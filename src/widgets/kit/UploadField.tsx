import { ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Upload, type UploadFile } from 'antd';
import { useState, type ReactNode } from 'react';
import { apiErrorOf } from '../../api/errors';
import type { AnswerOf, Endpoint } from '../../api/contract/define';
import { uploadFile, type UploadRequest } from '../../api/files';
import { toast } from '../../lib/notify';
import { acceptAttribute, checkFile, type UploadKind } from '../../lib/upload';

export interface UploadFieldProps<E extends Endpoint> {
  /** The multipart endpoint the file goes to, and its path parameters. */
  endpoint: E;
  params?: UploadRequest['params'];
  /** The multipart field name, exactly as the spec gives it ('Logo', 'BackgroundImage', 'model', 'excelFile', 'Attachment'). */
  field: string;
  accept: UploadKind;
  /** Files must be smaller than this many MB. */
  maxMb: number;
  /** Other multipart fields sent with the file. */
  fields?: UploadRequest['fields'];
  /** How many files stay listed; a new one replaces the oldest. */
  maxCount?: number;
  onUploaded?(reply: AnswerOf<E>, file: File): void;
  children?: ReactNode;
  disabled?: boolean;
}

const FAILED = 'Upload failed';

/**
 * A file picker that checks type (extension and first bytes) and size with the spec's messages,
 * uploads through the one http client with a progress bar, and keeps a failed file listed with
 * a Retry button. A retry sends the same file again, with the same idempotency key: an upload
 * the server completed though its answer was lost is not stored twice.
 */
export function UploadField<E extends Endpoint>({
  endpoint,
  params,
  field,
  accept,
  maxMb,
  fields,
  maxCount = 1,
  onUploaded,
  children = 'Upload',
  disabled,
}: UploadFieldProps<E>) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const patch = (uid: string, change: Partial<UploadFile>) =>
    setFiles((list) => list.map((f) => (f.uid === uid ? { ...f, ...change } : f)));

  const send = async (file: File, uid: string) => {
    patch(uid, { status: 'uploading', percent: 0, response: undefined });
    try {
      const reply = await uploadFile({
        endpoint,
        params,
        field,
        file,
        fields,
        onProgress: (percent) => patch(uid, { percent }),
      });
      patch(uid, { status: 'done', percent: 100 });
      onUploaded?.(reply, file);
    } catch (e) {
      // The http client has shown the notice; the item keeps the reason and offers a retry.
      patch(uid, { status: 'error', response: apiErrorOf(e).serverMessage ?? FAILED });
    }
  };

  return (
    <Upload
      accept={acceptAttribute(accept)}
      fileList={files}
      maxCount={maxCount}
      disabled={disabled}
      beforeUpload={async (file) => {
        const refused = await checkFile(file, { accept, maxMb });
        if (!refused) return true;
        toast('error', refused);
        return Upload.LIST_IGNORE;
      }}
      customRequest={({ file }) => {
        const picked = file as File & { uid: string };
        void send(picked, picked.uid);
      }}
      onChange={({ fileList }) => setFiles(fileList)}
      itemRender={(node, file) =>
        file.status === 'error' && file.originFileObj ? (
          <Flex align="center" gap={8}>
            <div style={{ flex: 1, minWidth: 0 }}>{node}</div>
            <Button
              size="small"
              icon={<ReloadOutlined />}
              aria-label={`Retry ${file.name}`}
              onClick={() => void send(file.originFileObj!, file.uid)}
            >
              Retry
            </Button>
          </Flex>
        ) : (
          node
        )
      }
    >
      <Button icon={<UploadOutlined />} disabled={disabled}>
        {children}
      </Button>
    </Upload>
  );
}
