import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  companyUserQueries,
  useSetCompanyUserActive,
  type CompanyUser,
} from '../../api/companyUsers';
import { ListPage } from '../../components/kit/ListPage';
import { companyUserStatus, lastLoginText, SETTINGS_MSG } from '../../lib/companySettings';
import type { ListDefaults } from '../../lib/listParams';
import { toast } from '../../lib/notify';
import { formatPhoneInput } from '../../lib/phone';
import { useSession } from '../../lib/useSession';
import { AddUserDialog, EditUserDialog } from './users/UserDialog';

export const NO_USERS = 'No users found';

/** 10 per page (spec 3 section 9: users 10), oldest account first. */
const DEFAULTS: ListDefaults = {
  pageSize: 10,
  sortFields: ['firstName', 'email', 'role', 'lastLoginDate'],
};

const fullName = (u: CompanyUser) => `${u.firstName} ${u.lastName}`.trim();

/** Activate or deactivate, asking first. */
function ActiveToggle({ user, self }: { user: CompanyUser; self: boolean }) {
  const active = companyUserStatus(user) === 'Active';
  const toggle = useSetCompanyUserActive({
    onSuccess: () => toast('success', SETTINGS_MSG.activated),
  });
  if (active && self) return null;
  return (
    <Popconfirm
      destroyOnHidden
      title={active ? SETTINGS_MSG.confirmDeactivate : SETTINGS_MSG.confirmActivate}
      okText={active ? 'Deactivate' : 'Activate'}
      okButtonProps={{ danger: active }}
      onConfirm={() => toggle.mutateAsync({ id: user.id, active: !active }).catch(() => undefined)}
    >
      <Button
        size="small"
        danger={active}
        loading={toggle.isPending}
        aria-label={`${active ? 'Deactivate' : 'Activate'} ${fullName(user)}`}
      >
        {active ? 'Deactivate' : 'Activate'}
      </Button>
    </Popconfirm>
  );
}

/**
 * /settings/users (auctioneers): the company's auctioneers and employees with role, status
 * (Active or Inactive from the deactivation date) and last login; Add User, edit, activate
 * and deactivate.
 */
export default function UsersPage() {
  const { userId } = useSession();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CompanyUser | null>(null);
  const isSelf = (u: CompanyUser) => String(u.id) === userId;

  const columns: TableColumnsType<CompanyUser> = [
    {
      title: 'Name',
      key: 'firstName',
      sorter: true,
      render: (_v, u) => fullName(u),
    },
    { title: 'E-mail', dataIndex: 'email', sorter: true },
    {
      title: 'Phone',
      dataIndex: 'phoneNumber',
      render: (v: string) => (v ? formatPhoneInput(v) : '—'),
    },
    { title: 'Role', dataIndex: 'role', sorter: true },
    {
      title: 'Status',
      key: 'status',
      render: (_v, u) => {
        const status = companyUserStatus(u);
        return <Tag color={status === 'Active' ? 'green' : 'default'}>{status}</Tag>;
      },
    },
    {
      title: 'Last Login',
      dataIndex: 'lastLoginDate',
      sorter: true,
      render: (v: string | null) => lastLoginText(v),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_v, u) => (
        <Space>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${fullName(u)}`}
            onClick={() => setEditing(u)}
          />
          <ActiveToggle user={u} self={isSelf(u)} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage
        label="Company users"
        query={companyUserQueries.list}
        columns={columns}
        rowKey="id"
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_USERS} />}
        defaults={DEFAULTS}
        search={{ placeholder: 'Search by name or e-mail' }}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add User
          </Button>
        }
      />
      {/* One dialog at a time: the two forms share their field names. */}
      {adding && <AddUserDialog open onClose={() => setAdding(false)} />}
      {editing && (
        <EditUserDialog
          userId={editing.id}
          self={isSelf(editing)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
