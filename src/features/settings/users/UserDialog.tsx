import { Col, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useQueryClient } from '@tanstack/react-query';
import {
  companyUserQueries,
  useAddCompanyUser,
  useFreshCompanyUser,
  useUpdateCompanyUser,
  type CompanyUser,
  type CompanyUserFields,
  type CompanyUserRole,
} from '@/api/companyUsers';
import { UserLoadingDialog } from '@/components/company/UserLoadingDialog';
import { FormDialog } from '@/widgets/kit/FormDialog';
import { NameFields, UserNameField } from '@/components/PersonFields';
import { PhoneField } from '@/components/PhoneField';
import { SETTINGS_MSG } from '@/lib/companySettings';
import { toast } from '@/lib/notify';
import { formatPhoneInput, phoneDigits } from '@/lib/phone';
import { emailAvailabilityMessage, isEmail, rules } from '@/lib/validation';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  role: CompanyUserRole;
  userName?: string;
}

const ROLE_OPTIONS: { value: CompanyUserRole; label: string }[] = [
  { value: 'Auctioneer', label: 'Auctioneer' },
  { value: 'Employee', label: 'Employee' },
];

/** The availability check waits this long after typing stops (and runs on blur and on save). */
const EMAIL_CHECK_DEBOUNCE_MS = 500;

const fieldsOf = (v: Values): CompanyUserFields => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  email: v.email.trim(),
  phoneNumber: phoneDigits(v.phoneNumber),
  role: v.role,
});

const valuesOf = (u: CompanyUser): Values => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  phoneNumber: formatPhoneInput(u.phoneNumber),
  role: u.role,
  userName: u.userName,
});

/**
 * An e-mail must be free to give it to a company user: taken by an auctioneer or employee it is
 * 'Email address has already been registered!', by another kind of account
 * 'Email address has already been registered with non-auctioneer account!'. The e-mail the
 * user already has is not asked about.
 */
function useEmailRule(current?: string): Rule {
  const client = useQueryClient();
  return {
    validator: async (_r, value: string | undefined) => {
      const email = (value ?? '').trim();
      if (!email || !isEmail(email)) return;
      if (current && email.toLowerCase() === current.toLowerCase()) return;
      const result = await client
        .fetchQuery({ ...companyUserQueries.email(email), staleTime: 30_000 })
        .catch(() => null);
      // The server checks again on save when the answer could not be had.
      if (!result) return;
      const verdict = emailAvailabilityMessage(result, 'Auctioneer');
      if (!verdict.ok) throw new Error(verdict.text);
    },
  };
}

function UserFields({
  editing,
  emailRule,
  self,
}: {
  editing: boolean;
  emailRule: Rule;
  self: boolean;
}) {
  return (
    <>
      <NameFields autofill={false} />
      {editing && <UserNameField />}
      <Form.Item
        label="E-mail"
        name="email"
        rules={[...rules.email(), emailRule]}
        validateTrigger={['onChange', 'onBlur']}
        validateDebounce={EMAIL_CHECK_DEBOUNCE_MS}
        extra={editing ? undefined : 'The e-mail address becomes the username.'}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <PhoneField autoComplete={false} />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Role"
            name="role"
            rules={[{ required: true, message: 'Field is required!' }]}
            extra={self ? 'You cannot change your own role.' : undefined}
          >
            <Select options={ROLE_OPTIONS} placeholder="Select a role" disabled={self} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** Add User: first name, last name, e-mail (its availability checked), phone and role. */
export function AddUserDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const emailRule = useEmailRule();
  const add = useAddCompanyUser({ onSuccess: () => toast('success', SETTINGS_MSG.userAdded) });
  return (
    <FormDialog<Values>
      open={open}
      title="Add User"
      okText="Add User"
      onClose={onClose}
      onSubmit={(v) => add.mutateAsync(fieldsOf(v))}
    >
      <UserFields editing={false} emailRule={emailRule} self={false} />
    </FormDialog>
  );
}

/**
 * Edits a company user. The user is loaded when the dialog opens (GET /api/auctioneers/{userId},
 * spec 2 section 7) and the form filled from that answer, never from the list's row; the
 * username is shown read-only and never changes.
 */
export function EditUserDialog({
  userId,
  self,
  onClose,
}: {
  userId: number;
  self: boolean;
  onClose(): void;
}) {
  const { user, failed } = useFreshCompanyUser(userId);
  if (!user) return <UserLoadingDialog title="Edit User" failed={failed} onClose={onClose} />;
  return <EditUserForm user={user} self={self} onClose={onClose} />;
}

function EditUserForm({
  user,
  self,
  onClose,
}: {
  user: CompanyUser;
  self: boolean;
  onClose(): void;
}) {
  const emailRule = useEmailRule(user.email);
  const save = useUpdateCompanyUser({
    onSuccess: () => toast('success', SETTINGS_MSG.userSaved),
  });
  return (
    <FormDialog<Values>
      open
      title="Edit User"
      onClose={onClose}
      initialValues={valuesOf(user)}
      onSubmit={(v) =>
        save.mutateAsync({ id: user.id, ...fieldsOf(v), deactivatedDate: user.deactivatedDate })
      }
    >
      <UserFields editing emailRule={emailRule} self={self} />
    </FormDialog>
  );
}
