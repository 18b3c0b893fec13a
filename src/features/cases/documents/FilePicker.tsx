import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';

/**
 * Picks one file for a form (nothing is sent until the form is saved). Use inside a Form.Item
 * with `valuePropName="fileList"` and `getValueFromEvent={pickedFiles}`.
 */
export function FilePicker({
  fileList,
  onChange,
  id,
  disabled,
}: {
  fileList?: UploadFile[];
  onChange?: (info: { fileList: UploadFile[] }) => void;
  id?: string;
  disabled?: boolean;
}) {
  return (
    <Upload
      fileList={fileList}
      onChange={onChange}
      beforeUpload={() => false}
      maxCount={1}
      disabled={disabled}
    >
      <Button id={id} icon={<UploadOutlined />} disabled={disabled}>
        Select File
      </Button>
    </Upload>
  );
}

/** The form value of a FilePicker: the last file picked. */
export const pickedFiles = (e: { fileList: UploadFile[] } | UploadFile[]) =>
  (Array.isArray(e) ? e : e.fileList).slice(-1);

/** The File behind the picked entry. */
export const pickedFile = (list: UploadFile[] | undefined): File | null =>
  (list?.[0]?.originFileObj as File | undefined) ?? null;
