import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Flex,
  Form,
  Input,
  List,
  Popconfirm,
  Progress,
  Skeleton,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import {
  documentQueries,
  useDeleteLotDocument,
  useUploadLotDocument,
  type LotDocumentRow,
} from '../../../api/documents';
import { useCan } from '../../../components/kit/Can';
import { FormDialog } from '../../../components/kit/FormDialog';
import { formatDateTime } from '../../../lib/format';
import { fileNameOf } from '../../../lib/fileUrl';
import { toast } from '../../../lib/notify';
import { FileLink } from './FileLink';
import { FilePicker, pickedFile, pickedFiles } from './FilePicker';

export const LOT_DOCUMENTS_TEXT = {
  add: 'Add Document',
  empty: 'No documents available.',
  description: 'Description',
  descriptionRequired: 'Please enter the description!',
  file: 'File',
  fileRequired: 'Please select the file to upload!',
  added: 'Successfully added the document!',
  deleted: 'Successfully deleted the document!',
  deleteConfirm: 'Are you sure to delete the document?',
  progress: 'Upload progress',
} as const;

const T = LOT_DOCUMENTS_TEXT;

interface LotDocumentValues {
  description: string;
  file: UploadFile[];
}

function AddLotDocumentDialog({ lotId, onClose }: { lotId: number; onClose(): void }) {
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadLotDocument({ onSuccess: () => toast('success', T.added) });

  const submit = async (v: LotDocumentValues) => {
    const file = pickedFile(v.file);
    if (!file) return;
    setPercent(0);
    try {
      await upload.mutateAsync({
        lotId,
        description: v.description.trim(),
        file,
        onProgress: setPercent,
      });
    } finally {
      setPercent(null);
    }
  };

  return (
    <FormDialog<LotDocumentValues>
      open
      title={T.add}
      okText="Upload"
      onClose={onClose}
      onSubmit={submit}
      initialValues={{ description: '', file: [] }}
    >
      <Form.Item
        name="description"
        label={T.description}
        rules={[{ required: true, whitespace: true, message: T.descriptionRequired }]}
      >
        <Input maxLength={250} disabled={percent !== null} />
      </Form.Item>
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

/** A lot's documents: description, the file and the date; staff who may edit add and delete them. */
export function LotDocuments({ lotId, canManage }: { lotId: number; canManage: boolean }) {
  // Admins, clients and attorneys never add or delete, whatever the case says.
  const manage = useCan('document.manage') && canManage;
  const [adding, setAdding] = useState(false);
  const docs = useQuery(documentQueries.ofLot(lotId));
  const remove = useDeleteLotDocument({ onSuccess: () => toast('success', T.deleted) });

  return (
    <Flex vertical gap={12}>
      {manage && (
        <Flex justify="flex-end">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {T.add}
          </Button>
        </Flex>
      )}
      {docs.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <List<LotDocumentRow>
          dataSource={docs.data ?? []}
          locale={{ emptyText: T.empty }}
          renderItem={(d) => (
            <List.Item
              actions={
                manage
                  ? [
                      <Popconfirm
                        key="delete"
                        title={T.deleteConfirm}
                        okText="Delete"
                        okButtonProps={{ danger: true }}
                        onConfirm={() => remove.mutateAsync(d.id).catch(() => undefined)}
                      >
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`Delete ${d.description}`}
                        />
                      </Popconfirm>,
                    ]
                  : undefined
              }
            >
              <List.Item.Meta
                title={d.description}
                description={
                  <Flex gap={16} wrap>
                    <FileLink url={d.attachment}>
                      {fileNameOf(d.attachment) || 'Attachment'}
                    </FileLink>
                    <span>{formatDateTime(d.createdDate)}</span>
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      )}
      {manage && adding && <AddLotDocumentDialog lotId={lotId} onClose={() => setAdding(false)} />}
    </Flex>
  );
}
