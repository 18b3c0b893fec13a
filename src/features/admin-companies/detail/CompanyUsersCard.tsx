import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { companyQueries, type CompanyUser } from '@/api/companies';
import { companyUserStatus, lastLoginText } from '@/lib/companySettings';
import { COMPANY_TEXT } from '../companyText';
import { TableRegion } from '@/components/kit/TableRegion';

const columns: TableColumnsType<CompanyUser> = [
  { title: 'Name', key: 'name', render: (_v, u) => `${u.firstName} ${u.lastName}`.trim() },
  { title: 'E-mail', dataIndex: 'email', key: 'email' },
  { title: 'Role', dataIndex: 'role', key: 'role' },
  {
    title: 'Status',
    key: 'status',
    render: (_v, u) => {
      const status = companyUserStatus(u);
      return <Tag color={status === 'Active' ? 'green' : 'default'}>{status}</Tag>;
    },
  },
  { title: 'Last login', key: 'lastLogin', render: (_v, u) => lastLoginText(u.lastLoginDate) },
];

/** The company's auctioneers and employees, read-only, 10 per page. */
export function CompanyUsersCard({ companyId }: { companyId: number }) {
  const users = useQuery(companyQueries.users(companyId));
  return (
    <Card title={COMPANY_TEXT.users} role="region" aria-label={COMPANY_TEXT.users} size="small">
      {users.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <TableRegion>
          <Table<CompanyUser>
            aria-label={COMPANY_TEXT.users}
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={users.data ?? []}
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={COMPANY_TEXT.noUsers} />
              ),
            }}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
          />
        </TableRegion>
      )}
    </Card>
  );
}
