import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { systemUserQueries, type StaffUser } from '../../api/systemUsers';
import { StaffDialog } from './StaffDialog';
import { UsersTable } from './UsersTable';

const MORE: TableColumnsType<StaffUser> = [
  { title: 'Company', dataIndex: 'companyName', render: (v: string) => v || '—' },
  { title: 'Role', dataIndex: 'role' },
];

/** /admin/users/auctioneers: the auctioneers and employees of every company. */
export default function AuctioneersTab() {
  const [open, setOpen] = useState<StaffUser | null>(null);
  return (
    <>
      <UsersTable
        tab="auctioneers"
        query={systemUserQueries.auctioneers}
        more={MORE}
        onOpen={setOpen}
      />
      {open && <StaffDialog key={open.id} user={open} onClose={() => setOpen(null)} />}
    </>
  );
}
