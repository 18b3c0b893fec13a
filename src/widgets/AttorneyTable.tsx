import { CheckCircleFilled, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Empty,
  Form,
  Input,
  Popconfirm,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { useId, useState, type ReactNode } from 'react';
import type { AttorneyFields, AttorneyRecord } from '../api/attorneys';
import { toast } from '../lib/notify';
import { formatPhoneInput, phoneDigits } from '../lib/phone';
import { rules } from '../lib/validation';
import { FormDialog } from './kit/FormDialog';
import { PhoneField } from '../components/PhoneField';
import { TableRegion } from '../components/kit/TableRegion';

export interface AttorneyTableProps {
  /** The firm's attorneys; undefined while loading. */
  attorneys: AttorneyRecord[] | undefined;
  loading: boolean;
  /** 3 on the client detail, 5 in the firm's own profile (spec 2 section 9). */
  pageSize: number;
  /** Shows the Primary Contact column and the Actions column (edit, remove). */
  editable: boolean;
  /** Shows the New Attorney button. */
  canAdd: boolean;
  /** Each resolves after the server accepted; the table shows the spec's success message. */
  onAdd(fields: AttorneyFields): Promise<unknown>;
  onEdit(id: number, fields: AttorneyFields): Promise<unknown>;
  onRemove(id: number): Promise<unknown>;
  onSetPrimary(id: number): Promise<unknown>;
  /** More per-row content in the Actions column (e.g. the invitation link of staff). */
  rowExtra?(attorney: AttorneyRecord): ReactNode;
  /** The card's title (default 'Attorney List'). */
  title?: ReactNode;
}

/** The spec's words for the attorney table (spec 2 section 8, spec 3 section 8). */
export const ATTORNEY_TEXT = {
  title: 'Attorney List',
  add: 'New Attorney',
  addTitle: 'New Attorney',
  editTitle: 'Edit Attorney',
  markPrimary: 'Mark as Main Contact',
  primary: 'Primary contact',
  added: 'Successfully added a new attorney !',
  updated: 'Successfully updated the attorney details!',
  removed: 'Successfully removed the attorney!',
  primaryChanged: 'Successfully changed the primary attorney!',
  confirmPrimary: 'Are you sure to change the primary attorney!',
  confirmRemove: 'Are you sure to remove the attorney?',
  empty: 'No attorneys yet.',
} as const;

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
}

const toFields = (v: Values): AttorneyFields => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  email: v.email.trim(),
  phone: phoneDigits(v.phone ?? ''),
});

const fullName = (a: AttorneyRecord) => `${a.firstName} ${a.lastName}`.trim();

/** First and last name, e-mail (required) and phone (optional, (###) ###-####). */
function AttorneyDialog({
  open,
  title,
  initial,
  okText,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  initial?: AttorneyRecord;
  okText: string;
  onSubmit(values: Values): Promise<unknown>;
  onClose(): void;
}) {
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}${name}`;
  return (
    <FormDialog<Values>
      open={open}
      title={title}
      okText={okText}
      onClose={onClose}
      onSubmit={onSubmit}
      initialValues={
        initial && {
          firstName: initial.firstName,
          lastName: initial.lastName,
          email: initial.email,
          phone: formatPhoneInput(initial.phone),
        }
      }
    >
      <Form.Item
        label="First Name"
        name="firstName"
        htmlFor={fieldId('firstName')}
        rules={[rules.required()]}
      >
        <Input id={fieldId('firstName')} maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="Last Name"
        name="lastName"
        htmlFor={fieldId('lastName')}
        rules={[rules.required()]}
      >
        <Input id={fieldId('lastName')} maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item label="Email" name="email" htmlFor={fieldId('email')} rules={rules.email()}>
        <Input id={fieldId('email')} type="email" maxLength={200} autoComplete="off" />
      </Form.Item>
      <PhoneField
        label="Phone Number"
        name="phone"
        required={false}
        id={fieldId('phone')}
        autoComplete="off"
      />
    </FormDialog>
  );
}

/**
 * A firm's attorneys in a card: name, e-mail and phone, and where the attorneys may be changed
 * the primary contact (exactly one; another is marked after a confirmation) and edit and
 * remove. Paged by `pageSize`. The spec's success messages are shown here.
 */
export function AttorneyTable({
  attorneys,
  loading,
  pageSize,
  editable,
  canAdd,
  onAdd,
  onEdit,
  onRemove,
  onSetPrimary,
  rowExtra,
  title = ATTORNEY_TEXT.title,
}: AttorneyTableProps) {
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const editing = attorneys?.find((a) => a.id === editingId);

  /** One action per attorney at a time; a failure keeps the table as it was (the notice is shown). */
  const act = async (id: number, run: () => Promise<unknown>, done: string) => {
    if (busyId !== null) return;
    setBusyId(id);
    try {
      await run();
      toast('success', done);
    } catch {
      // The http client has shown the reason.
    } finally {
      setBusyId(null);
    }
  };

  const columns: TableColumnsType<AttorneyRecord> = [
    {
      title: 'Name',
      key: 'name',
      render: (_v, a) => <span id={`attorney-name-${a.id}`}>{fullName(a)}</span>,
    },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'Phone',
      dataIndex: 'phone',
      key: 'phone',
      render: (phone: string) => (phone ? formatPhoneInput(phone) : 'N/A'),
    },
  ];
  if (editable)
    columns.push({
      title: 'Primary Contact',
      key: 'primary',
      render: (_v, a) =>
        a.isPrimary ? (
          <CheckCircleFilled
            role="img"
            aria-label={ATTORNEY_TEXT.primary}
            style={{ color: '#389e0d', fontSize: 18 }}
          />
        ) : (
          <Popconfirm
            title={ATTORNEY_TEXT.confirmPrimary}
            okText="Yes"
            cancelText="No"
            onConfirm={() => act(a.id, () => onSetPrimary(a.id), ATTORNEY_TEXT.primaryChanged)}
          >
            <Button
              size="small"
              loading={busyId === a.id}
              aria-describedby={`attorney-name-${a.id}`}
            >
              {ATTORNEY_TEXT.markPrimary}
            </Button>
          </Popconfirm>
        ),
    });
  if (editable || rowExtra)
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_v, a) => (
        <Space size={4} wrap>
          {editable && (
            <>
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={`Edit ${fullName(a)}`}
                onClick={() => {
                  setEditingId(a.id);
                  setEditOpen(true);
                }}
              />
              <Popconfirm
                title={ATTORNEY_TEXT.confirmRemove}
                okText="Yes"
                cancelText="No"
                okButtonProps={{ danger: true }}
                onConfirm={() => act(a.id, () => onRemove(a.id), ATTORNEY_TEXT.removed)}
              >
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${fullName(a)}`}
                  loading={busyId === a.id}
                />
              </Popconfirm>
            </>
          )}
          {rowExtra?.(a)}
        </Space>
      ),
    });

  return (
    <Card
      title={title}
      extra={
        canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {ATTORNEY_TEXT.add}
          </Button>
        )
      }
    >
      <TableRegion>
        <Table<AttorneyRecord>
          aria-label="Attorneys"
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={attorneys ?? []}
          loading={loading}
          locale={{
            emptyText: loading ? (
              ' '
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ATTORNEY_TEXT.empty} />
            ),
          }}
          pagination={{ pageSize, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
        />
      </TableRegion>
      <AttorneyDialog
        open={adding}
        title={ATTORNEY_TEXT.addTitle}
        okText="Add"
        onClose={() => setAdding(false)}
        onSubmit={async (values) => {
          await onAdd(toFields(values));
          toast('success', ATTORNEY_TEXT.added);
        }}
      />
      <AttorneyDialog
        key={editingId ?? 'none'}
        open={editOpen && Boolean(editing)}
        title={ATTORNEY_TEXT.editTitle}
        okText="Save"
        initial={editing}
        onClose={() => setEditOpen(false)}
        onSubmit={async (values) => {
          if (!editing) return;
          await onEdit(editing.id, toFields(values));
          toast('success', ATTORNEY_TEXT.updated);
        }}
      />
    </Card>
  );
}
