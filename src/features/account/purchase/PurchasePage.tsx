import { useState } from 'react';
import { Button, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  purchaseProfileQueries,
  useDeletePurchaseProfile,
  useMakePrimaryPurchaseProfile,
} from '@/api/purchaseProfiles';
import { PageSkeleton } from '@/components/PageSkeleton';
import { PurchaseProfileModal } from './PurchaseProfileModal';
import { toast } from '@/lib/notify';
import { formatPhoneInput } from '@/lib/phone';
import { profileAddress, type PurchaseProfile } from '@/lib/purchaseProfile';
import { TableRegion } from '@/components/kit/TableRegion';
import { LoadFailed } from '@/components/kit/LoadFailed';

/** A red dark enough to read on white (WCAG AA). */
const DELETE_COLOR = '#b42318';

type Editing = { profile: PurchaseProfile | null } | null;

/** /account/purchase: the bidder's purchase profiles, the names that take title when they win. */
export default function PurchasePage() {
  const [editing, setEditing] = useState<Editing>(null);
  const profiles = useQuery(purchaseProfileQueries.list());

  const primary = useMakePrimaryPurchaseProfile<PurchaseProfile>({
    onSuccess: (p) => toast('success', `${p.name} is now your primary purchase profile.`),
  });
  const remove = useDeletePurchaseProfile<PurchaseProfile>({
    onSuccess: () => toast('success', 'Purchase profile deleted.'),
  });

  const list = profiles.data ?? [];
  const busy = primary.isPending || remove.isPending;
  const add = () => setEditing({ profile: null });

  return (
    <section aria-labelledby="purchase-profiles-title">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <div>
          <h2 id="purchase-profiles-title" style={{ fontSize: 18, margin: 0 }}>
            Purchase Profiles
          </h2>
          <Typography.Text type="secondary">
            The person or company that takes title on the deed when you win. Choose one each time
            you join an auction; the primary profile comes first.
          </Typography.Text>
        </div>
        <Button type="primary" onClick={add}>
          Add Purchase Profile
        </Button>
      </Space>

      {profiles.isLoading ? (
        <PageSkeleton rows={4} />
      ) : profiles.isError ? (
        <LoadFailed
          title="Your purchase profiles could not be loaded."
          retry={() => void profiles.refetch()}
        />
      ) : list.length === 0 ? (
        <Empty description="You have no purchase profiles yet.">
          <Button type="primary" onClick={add}>
            Add your first purchase profile
          </Button>
        </Empty>
      ) : (
        <TableRegion>
          <Table<PurchaseProfile>
            rowKey="id"
            dataSource={list}
            pagination={false}
            scroll={{ x: 900 }}
            columns={[
              {
                title: 'Name',
                key: 'name',
                render: (_, p) => (
                  <Space size={6} wrap>
                    <strong>{p.name}</strong>
                    {p.isPrimary && <Tag color="blue">Primary</Tag>}
                    {p.isAgentForBidder && <Tag>Agent</Tag>}
                  </Space>
                ),
              },
              { title: 'Type', dataIndex: 'type', key: 'type' },
              {
                title: 'Contact',
                key: 'contact',
                render: (_, p) => (p.type === 'Corporation' && p.contactName) || '—',
              },
              {
                title: 'Phone',
                key: 'phone',
                render: (_, p) => formatPhoneInput(p.phoneNumber) || '—',
              },
              {
                title: 'Address',
                key: 'address',
                render: (_, p) => (
                  <>
                    {profileAddress(p) || '—'}
                    {p.isSameAsBidder && (
                      <div>
                        <Typography.Text type="secondary">Same as bidder</Typography.Text>
                      </div>
                    )}
                  </>
                ),
              },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, p) => (
                  <Space size={0} wrap>
                    <Button
                      type="link"
                      onClick={() => setEditing({ profile: p })}
                      aria-label={`Edit ${p.name}`}
                    >
                      Edit
                    </Button>
                    {!p.isPrimary && (
                      <Button
                        type="link"
                        disabled={busy}
                        loading={primary.isPending && primary.variables?.id === p.id}
                        onClick={() => primary.mutate(p)}
                        aria-label={`Make primary: ${p.name}`}
                      >
                        Make primary
                      </Button>
                    )}
                    <Popconfirm
                      title="Delete this purchase profile?"
                      description={p.name}
                      okText="Delete"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => remove.mutateAsync(p).catch(() => {})}
                    >
                      <Button
                        type="link"
                        disabled={busy}
                        style={busy ? undefined : { color: DELETE_COLOR }}
                        loading={remove.isPending && remove.variables?.id === p.id}
                        aria-label={`Delete ${p.name}`}
                      >
                        Delete
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </TableRegion>
      )}

      {editing && (
        <PurchaseProfileModal
          profile={editing.profile}
          first={!editing.profile && list.length === 0}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
