import { Col, Form, Row, Select } from 'antd';
import { useFreshCompanyUser } from '../../api/companyUsers';
import { useUpdateStaff, type StaffRole, type StaffUser } from '../../api/systemUsers';
import { UserLoadingDialog } from '../../components/company/UserLoadingDialog';
import { toast } from '../../lib/notify';
import { rules } from '../../lib/validation';
import {
  detailsOf,
  detailsValuesOf,
  displayName,
  SYSTEM_USERS_MSG,
  type DetailsValues,
} from '../../lib/systemUsers';
import { AccountDialog } from './UserDialog';

const ROLE_OPTIONS: { value: StaffRole; label: string }[] = [
  { value: 'Auctioneer', label: 'Auctioneer' },
  { value: 'Employee', label: 'Employee' },
];

type Values = DetailsValues & { role: StaffRole };

/**
 * An auctioneer or employee of any company: details, role, Activate or Deactivate. The user is
 * loaded when the dialog opens (GET /api/auctioneers/{userId}, spec 2 section 7) and the form
 * filled from that answer; the row gives only the company.
 */
export function StaffDialog({ user: row, onClose }: { user: StaffUser; onClose(): void }) {
  const { user, failed } = useFreshCompanyUser(row.id);
  if (!user)
    return (
      <UserLoadingDialog
        title={`Auctioneer: ${displayName(row)}`}
        failed={failed}
        onClose={onClose}
      />
    );
  return <StaffForm user={{ ...row, ...user }} onClose={onClose} />;
}

function StaffForm({ user, onClose }: { user: StaffUser; onClose(): void }) {
  const save = useUpdateStaff({ onSuccess: () => toast('success', SYSTEM_USERS_MSG.staffSaved) });
  return (
    <AccountDialog<Values>
      title={`Auctioneer: ${displayName(user)}`}
      user={user}
      onClose={onClose}
      initialValues={{ ...detailsValuesOf(user), role: user.role }}
      onSubmit={(v) => save.mutateAsync({ id: user.id, ...detailsOf(v), role: v.role })}
      fields={
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="Role" name="role" rules={[rules.required()]}>
              <Select options={ROLE_OPTIONS} />
            </Form.Item>
          </Col>
        </Row>
      }
      leading={[{ key: 'company', label: 'Company', children: user.companyName || '—' }]}
    />
  );
}
