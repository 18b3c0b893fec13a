import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { systemUserQueries, type AdminUser } from '../../api/systemUsers';
import { AdminDialog } from './AdminDialog';
import { CreateAdminDialog } from './CreateAdminDialog';
import { UsersTable } from './UsersTable';

/** /admin/users/admins, with Create Admin Account. */
export default function AdminsTab() {
  const [open, setOpen] = useState<AdminUser | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <UsersTable
        tab="admins"
        query={systemUserQueries.admins}
        onOpen={setOpen}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Create Admin Account
          </Button>
        }
      />
      {open && <AdminDialog key={open.id} user={open} onClose={() => setOpen(null)} />}
      {creating && <CreateAdminDialog open onClose={() => setCreating(false)} />}
    </>
  );
}
