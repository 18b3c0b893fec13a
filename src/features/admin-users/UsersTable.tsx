import type { QueryKey } from '@tanstack/react-query';
import { Button, Empty, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { systemUsersExport, type SystemUser } from '../../api/systemUsers';
import { DownloadButton } from '../../widgets/kit/DownloadButton';
import { ListPage, type ListQuery } from '../../components/kit/ListPage';
import { useListParams } from '../../components/kit/useListParams';
import { lastLoginText } from '../../lib/companySettings';
import { formatDateTime } from '../../lib/format';
import type { ListParams } from '../../lib/listParams';
import { formatPhoneInput } from '../../lib/phone';
import {
  displayName,
  SYSTEM_USER_LIST_DEFAULTS,
  SYSTEM_USERS_MSG,
  systemUserStatus,
  systemUserTab,
  type SystemUserTab,
} from '../../lib/systemUsers';

const DEFAULTS = SYSTEM_USER_LIST_DEFAULTS;

export function StatusTag({ user }: { user: SystemUser }) {
  const status = systemUserStatus(user);
  return <Tag color={status === 'Active' ? 'green' : 'default'}>{status}</Tag>;
}

/**
 * One tab's list: search by name (500 ms), name, e-mail, phone, created, last login and status
 * (with `more` columns after the phone), 10 per page, an Excel export of the same search; a row
 * (or its name, by keyboard) opens the tab's dialog.
 */
export function UsersTable<Row extends SystemUser, Key extends QueryKey>({
  tab,
  query,
  more = [],
  onOpen,
  extra,
}: {
  tab: SystemUserTab;
  /** `(params) => systemUserQueries.list(tab, params)`. */
  query(params: ListParams): ListQuery<Row, Key>;
  more?: TableColumnsType<Row>;
  onOpen(row: Row): void;
  extra?: ReactNode;
}) {
  const { params } = useListParams(DEFAULTS);
  const info = systemUserTab(tab);
  const columns: TableColumnsType<Row> = [
    {
      title: 'Name',
      key: 'firstName',
      sorter: true,
      render: (_v, u) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(u);
          }}
        >
          {displayName(u)}
        </Button>
      ),
    },
    { title: 'E-mail', dataIndex: 'email', sorter: true },
    {
      title: 'Phone',
      dataIndex: 'phoneNumber',
      render: (v: string) => (v ? formatPhoneInput(v) : '—'),
    },
    ...more,
    {
      title: 'Created',
      dataIndex: 'createdDate',
      sorter: true,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: 'Last Login',
      dataIndex: 'lastLoginDate',
      sorter: true,
      render: (v: string | null) => lastLoginText(v),
    },
    { title: 'Status', key: 'status', render: (_v, u) => <StatusTag user={u} /> },
  ];

  return (
    <ListPage
      label={info.label}
      query={query}
      columns={columns}
      rowKey="id"
      emptyText={
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={SYSTEM_USERS_MSG.noUsers} />
      }
      defaults={DEFAULTS}
      search={{ placeholder: 'Search by name' }}
      extra={
        <div style={{ display: 'flex', gap: 8 }}>
          <DownloadButton request={() => systemUsersExport(tab, params)}>
            Export Excel
          </DownloadButton>
          {extra}
        </div>
      }
      onRow={(u) => ({ onClick: () => onOpen(u), style: { cursor: 'pointer' } })}
    />
  );
}
