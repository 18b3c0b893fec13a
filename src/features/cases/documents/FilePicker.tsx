import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { toast } from '@/lib/notify';
import { acceptAttribute, checkFile, UPLOAD_RULES } from '@/lib/upload';

const RULE = UPLOAD_RULES.document;

/**
 * Picks one document for a form (nothing is sent until the form is saved): a file that is no
 * document (by extension and first bytes) or too large is refused with its message and not kept.
 * Use inside a Form.Item with `valuePropName="fileList"` and `getValueFromEvent={pickedFiles}`.
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
      accept={acceptAttribute(RULE.accept)}
      fileList={fileList}
      onChange={onChange}
      beforeUpload={async (file) => {
        const refused = await checkFile(file, RULE);
        if (!refused) return false;
        toast('error', refused);
        return Upload.LIST_IGNORE;
      }}
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
