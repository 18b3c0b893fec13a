import { EditOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Empty,
  Form,
  Select,
  Space,
  Switch,
  Tag,
  type TableColumnsType,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import {
  documentQueries,
  useDeleteCaseDocument,
  useUpdateCaseDocument,
  useUploadCaseDocument,
  type CaseDocumentRow,
} from '@/api/documents';
import { useCan } from '@/components/kit/Can';
import { FileLink } from '@/widgets/kit/FileLink';
import { FormDialog } from '@/widgets/kit/FormDialog';
import { ListPage } from '@/components/kit/ListPage';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { DOCUMENT_SEARCH_DEBOUNCE_MS, type ListDefaults, type ListParams } from '@/lib/listParams';
import { toast } from '@/lib/notify';
import { DELETE_DOCUMENT_TEXT, DeleteDocumentButton } from './DeleteDocumentButton';
import { DocumentUploadDialog } from './DocumentUploadDialog';

export const CASE_DOCUMENTS_TEXT = {
  search: 'Search documents',
  upload: 'Upload Document',
  edit: 'Edit Document',
  empty: 'No documents available.',
  type: 'Document Type',
  typeRequired: 'Please select the document type!',
  bidders: 'Visible to Bidders',
  clients: 'Visible to Clients',
  uploaded: 'Successfully uploaded the document!',
  updated: 'Successfully updated the document!',
} as const;

const T = CASE_DOCUMENTS_TEXT;

interface DocumentValues {
  typeId: number;
  isVisibleToBidder: boolean;
  isVisibleToClient: boolean;
}

interface UploadValues extends DocumentValues {
  file: UploadFile[];
}

/** The type and the two visibility switches, shared by the upload and edit dialogs. */
function DocumentFields({ disabled }: { disabled?: boolean }) {
  const types = useQuery(documentQueries.types());
  return (
    <>
      <Form.Item name="typeId" label={T.type} rules={[{ required: true, message: T.typeRequired }]}>
        <Select
          disabled={disabled}
          loading={types.isPending}
          placeholder="Select a type"
          options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
        />
      </Form.Item>
      <Form.Item name="isVisibleToBidder" label={T.bidders} valuePropName="checked">
        <Switch disabled={disabled} />
      </Form.Item>
      <Form.Item name="isVisibleToClient" label={T.clients} valuePropName="checked">
        <Switch disabled={disabled} />
      </Form.Item>
    </>
  );
}

/** Upload: the type, who sees it and the file, sent together with a progress bar. */
function UploadDocumentDialog({ caseId, onClose }: { caseId: number; onClose(): void }) {
  const upload = useUploadCaseDocument({ onSuccess: () => toast('success', T.uploaded) });
  return (
    <DocumentUploadDialog<UploadValues>
      title={T.upload}
      onClose={onClose}
      initialValues={{ isVisibleToBidder: false, isVisibleToClient: false, file: [] }}
      send={(v, file, onProgress) =>
        upload.mutateAsync({
          caseId,
          typeId: v.typeId,
          isVisibleToBidder: !!v.isVisibleToBidder,
          isVisibleToClient: !!v.isVisibleToClient,
          file,
          onProgress,
        })
      }
    >
      {(sending) => <DocumentFields disabled={sending} />}
    </DocumentUploadDialog>
  );
}

/** Edit: the type and who sees the document. */
function EditDocumentDialog({ doc, onClose }: { doc: CaseDocumentRow; onClose(): void }) {
  const update = useUpdateCaseDocument({ onSuccess: () => toast('success', T.updated) });
  return (
    <FormDialog<DocumentValues>
      open
      title={T.edit}
      onClose={onClose}
      onSubmit={(v) =>
        update.mutateAsync({
          id: doc.id,
          typeId: v.typeId,
          isVisibleToBidder: !!v.isVisibleToBidder,
          isVisibleToClient: !!v.isVisibleToClient,
        })
      }
      initialValues={{
        typeId: doc.typeId ?? undefined,
        isVisibleToBidder: doc.isVisibleToBidder,
        isVisibleToClient: doc.isVisibleToClient,
      }}
    >
      <DocumentFields />
    </FormDialog>
  );
}

/** Newest first unless the user sorts by another column. */
const LIST_DEFAULTS = {
  sort: { field: 'createdDate', order: 'descend' },
  sortFields: ['name', 'typeName', 'fileSize', 'createdBy', 'createdDate'],
} as const satisfies ListDefaults;

const yesNo = (v: boolean) => (v ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>);

/**
 * The Case Documents tab: the case's documents (the caller sees those visible to its role),
 * searched as typed (250 ms). Staff who may edit the case upload, edit and delete them.
 */
export function CaseDocuments({ caseId, canManage }: { caseId: number; canManage: boolean }) {
  // Admins, clients and attorneys never add or delete, whatever the case says.
  const manage = useCan('document.manage') && canManage;
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<CaseDocumentRow | null>(null);
  const remove = useDeleteCaseDocument({
    onSuccess: () => toast('success', DELETE_DOCUMENT_TEXT.deleted),
  });

  const columns: TableColumnsType<CaseDocumentRow> = [
    {
      title: 'Name',
      key: 'name',
      sorter: true,
      render: (_v, d) => (
        <FileLink url={d.url} fileName={d.name}>
          {d.name}
        </FileLink>
      ),
    },
    { title: 'Type', dataIndex: 'typeName', key: 'typeName', sorter: true },
    {
      title: 'Size',
      dataIndex: 'fileSize',
      key: 'fileSize',
      sorter: true,
      render: (v: number) => formatFileSize(v),
    },
    { title: 'Uploaded by', dataIndex: 'createdBy', key: 'createdBy', sorter: true },
    {
      title: 'Date',
      dataIndex: 'createdDate',
      key: 'createdDate',
      sorter: true,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: T.bidders,
      dataIndex: 'isVisibleToBidder',
      key: 'isVisibleToBidder',
      render: yesNo,
    },
    {
      title: T.clients,
      dataIndex: 'isVisibleToClient',
      key: 'isVisibleToClient',
      render: yesNo,
    },
  ];
  if (manage)
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_v, d) => (
        <Space>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${d.name}`}
            onClick={() => setEditing(d)}
          />
          <DeleteDocumentButton name={d.name} onDelete={() => remove.mutateAsync(d.id)} />
        </Space>
      ),
    });

  return (
    <>
      <ListPage
        label="Case documents"
        query={(params: ListParams) => documentQueries.list(caseId, params)}
        columns={columns}
        rowKey="id"
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} />}
        defaults={LIST_DEFAULTS}
        search={{ placeholder: T.search, debounceMs: DOCUMENT_SEARCH_DEBOUNCE_MS }}
        extra={
          manage && (
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
              {T.upload}
            </Button>
          )
        }
      />
      {/* Mounted while open only: its fields' ids never clash with the edit dialog's. */}
      {manage && uploading && (
        <UploadDocumentDialog caseId={caseId} onClose={() => setUploading(false)} />
      )}
      {editing && (
        <EditDocumentDialog key={editing.id} doc={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
