import { Col, Descriptions, Form, Row, Select } from 'antd';
import { useState } from 'react';
import {
  useSetAccountActive,
  useUpdateStaff,
  type StaffRole,
  type StaffUser,
} from '../../api/systemUsers';
import { FormDialog } from '../../components/kit/FormDialog';
import { toast } from '../../lib/notify';
import { rules } from '../../lib/validation';
import {
  detailsOf,
  detailsValuesOf,
  displayName,
  SYSTEM_USERS_MSG,
  type DetailsValues,
} from '../../lib/systemUsers';
import { AccountActiveToggle } from './ActiveToggle';
import { StatusTag } from './UsersTable';
import { UserDetailsFields } from './UserDetailsFields';

const ROLE_OPTIONS: { value: StaffRole; label: string }[] = [
  { value: 'Auctioneer', label: 'Auctioneer' },
  { value: 'Employee', label: 'Employee' },
];

type Values = DetailsValues & { role: StaffRole };

/** An auctioneer or employee of any company: details, role, Activate or Deactivate. */
export function StaffDialog({ user, onClose }: { user: StaffUser; onClose(): void }) {
  const name = displayName(user);
  const [deactivatedDate, setDeactivatedDate] = useState(user.deactivatedDate);
  const save = useUpdateStaff({ onSuccess: () => toast('success', SYSTEM_USERS_MSG.staffSaved) });
  const toggle = useSetAccountActive({
    onSuccess: (u) => {
      setDeactivatedDate(u.deactivatedDate);
      toast('success', SYSTEM_USERS_MSG.activated);
    },
  });
  return (
    <FormDialog<Values>
      open
      title={`Auctioneer: ${name}`}
      onClose={onClose}
      initialValues={{ ...detailsValuesOf(user), role: user.role }}
      onSubmit={(v) => save.mutateAsync({ id: user.id, ...detailsOf(v), role: v.role })}
      width={640}
    >
      <UserDetailsFields />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="Role" name="role" rules={[rules.required()]}>
            <Select options={ROLE_OPTIONS} />
          </Form.Item>
        </Col>
      </Row>
      <Descriptions
        size="small"
        column={2}
        bordered
        style={{ marginBottom: 16 }}
        items={[
          { key: 'company', label: 'Company', children: user.companyName || '—' },
          { key: 'userName', label: 'Username', children: user.userName },
          {
            key: 'status',
            label: 'Status',
            children: <StatusTag user={{ ...user, deactivatedDate }} />,
          },
        ]}
      />
      <AccountActiveToggle
        user={{ ...user, deactivatedDate }}
        busy={toggle.isPending}
        onToggle={(active) => toggle.mutateAsync({ id: user.id, active })}
      />
    </FormDialog>
  );
}
