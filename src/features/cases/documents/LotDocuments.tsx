import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Form, Input, Skeleton, type UploadFile } from 'antd';
import { useState } from 'react';
import {
  documentQueries,
  useDeleteLotDocument,
  useUploadLotDocument,
  type LotDocumentRow,
} from '@/api/documents';
import { useCan } from '@/components/kit/Can';
import { FileLink } from '@/widgets/kit/FileLink';
import { ItemList } from '@/components/kit/ItemList';
import { formatDateTime } from '@/lib/format';
import { fileNameOf } from '@/lib/fileUrl';
import { toast } from '@/lib/notify';
import { DELETE_DOCUMENT_TEXT, DeleteDocumentButton } from './DeleteDocumentButton';
import { DocumentUploadDialog } from './DocumentUploadDialog';

export const LOT_DOCUMENTS_TEXT = {
  add: 'Add Document',
  empty: 'No documents available.',
  description: 'Description',
  descriptionRequired: 'Please enter the description!',
  added: 'Successfully added the document!',
} as const;

const T = LOT_DOCUMENTS_TEXT;

interface LotDocumentValues {
  description: string;
  file: UploadFile[];
}

function AddLotDocumentDialog({ lotId, onClose }: { lotId: number; onClose(): void }) {
  const upload = useUploadLotDocument({ onSuccess: () => toast('success', T.added) });
  return (
    <DocumentUploadDialog<LotDocumentValues>
      title={T.add}
      onClose={onClose}
      initialValues={{ description: '', file: [] }}
      send={(v, file, onProgress) =>
        upload.mutateAsync({ lotId, description: v.description.trim(), file, onProgress })
      }
    >
      {(sending) => (
        <Form.Item
          name="description"
          label={T.description}
          rules={[{ required: true, whitespace: true, message: T.descriptionRequired }]}
        >
          <Input maxLength={250} disabled={sending} />
        </Form.Item>
      )}
    </DocumentUploadDialog>
  );
}

/** A lot's documents: description, the file and the date; staff who may edit add and delete them. */
export function LotDocuments({ lotId, canManage }: { lotId: number; canManage: boolean }) {
  // Admins, clients and attorneys never add or delete, whatever the case says.
  const manage = useCan('document.manage') && canManage;
  const [adding, setAdding] = useState(false);
  const docs = useQuery(documentQueries.ofLot(lotId));
  const remove = useDeleteLotDocument({
    onSuccess: () => toast('success', DELETE_DOCUMENT_TEXT.deleted),
  });

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
        <ItemList<LotDocumentRow>
          items={docs.data ?? []}
          itemKey={(d) => d.id}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} />}
          renderItem={(d) => ({
            title: d.description,
            description: (
              <Flex gap={16} wrap>
                <FileLink url={d.attachment}>{fileNameOf(d.attachment) || 'Attachment'}</FileLink>
                <span>{formatDateTime(d.createdDate)}</span>
              </Flex>
            ),
            actions: manage
              ? [
                  <DeleteDocumentButton
                    key="delete"
                    name={d.description}
                    onDelete={() => remove.mutateAsync(d.id)}
                  />,
                ]
              : undefined,
          })}
        />
      )}
      {manage && adding && <AddLotDocumentDialog lotId={lotId} onClose={() => setAdding(false)} />}
    </Flex>
  );
}
