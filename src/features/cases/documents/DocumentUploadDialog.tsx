import { Form, Progress, type UploadFile } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormDialog } from '@/widgets/kit/FormDialog';
import { FilePicker, pickedFile, pickedFiles } from './FilePicker';

export const DOCUMENT_UPLOAD_TEXT = {
  file: 'File',
  fileRequired: 'Please select the file to upload!',
  progress: 'Upload progress',
} as const;

const T = DOCUMENT_UPLOAD_TEXT;

/**
 * A dialog that sends a document's fields and its file together, with a progress bar; the
 * fields and the picker are disabled while it sends.
 */
export function DocumentUploadDialog<Values extends { file: UploadFile[] }>({
  title,
  initialValues,
  onClose,
  send,
  children,
}: {
  title: ReactNode;
  initialValues: Partial<Values>;
  onClose(): void;
  /** Sends the values with the picked file, reporting the progress in percent. */
  send(values: Values, file: File, onProgress: (percent: number) => void): Promise<unknown>;
  /** The fields above the file. */
  children(sending: boolean): ReactNode;
}) {
  const [percent, setPercent] = useState<number | null>(null);

  const submit = async (v: Values) => {
    const file = pickedFile(v.file);
    if (!file) return;
    setPercent(0);
    try {
      await send(v, file, setPercent);
    } finally {
      setPercent(null);
    }
  };

  return (
    <FormDialog<Values>
      open
      title={title}
      okText="Upload"
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
    >
      {children(percent !== null)}
      <Form.Item
        name="file"
        label={T.file}
        valuePropName="fileList"
        getValueFromEvent={pickedFiles}
        rules={[{ required: true, type: 'array', min: 1, message: T.fileRequired }]}
      >
        <FilePicker disabled={percent !== null} />
      </Form.Item>
      {percent !== null && <Progress percent={percent} aria-label={T.progress} />}
    </FormDialog>
  );
}
