import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';

export const DELETE_DOCUMENT_TEXT = {
  confirm: 'Are you sure to delete the document?',
  deleted: 'Successfully deleted the document!',
} as const;

/** The delete button of a document, asking first; `name` labels it for screen readers. */
export function DeleteDocumentButton({
  name,
  onDelete,
}: {
  name: string;
  onDelete(): Promise<unknown>;
}) {
  return (
    <Popconfirm
      title={DELETE_DOCUMENT_TEXT.confirm}
      okText="Delete"
      okButtonProps={{ danger: true }}
      onConfirm={() => onDelete().catch(() => undefined)}
    >
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${name}`} />
    </Popconfirm>
  );
}
