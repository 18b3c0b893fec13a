import { useState } from 'react';
import { systemUserQueries, type BidderUser } from '../../api/systemUsers';
import { BidderDialog } from './BidderDialog';
import { UsersTable } from './UsersTable';

/** /admin/users/bidders. */
export default function BiddersTab() {
  const [open, setOpen] = useState<BidderUser | null>(null);
  return (
    <>
      <UsersTable tab="bidders" query={systemUserQueries.bidders} onOpen={setOpen} />
      {open && <BidderDialog key={open.id} user={open} onClose={() => setOpen(null)} />}
    </>
  );
}
