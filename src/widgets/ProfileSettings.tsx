import { Alert, Button, Card, Flex, Form, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  profileQueries,
  useUpdateOwnProfile,
  type OwnProfile,
  type ProfileSave,
} from '../api/profile';
import { SETTINGS_MSG } from '../lib/companySettings';
import { toast } from '../lib/notify';
import { formatPhoneInput, phoneDigits } from '../lib/phone';
import { isClient } from '../lib/roles';
import { getSession, storeFullName } from '../lib/session';
import { PasswordCard } from './PasswordCard';
import { EmailPhoneFields, NameFields, UserNameField } from '../components/PersonFields';
import { useSingleMutate } from '../lib/useSingleSubmit';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  userName: string;
}

const valuesOf = (p: OwnProfile): Values => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  phoneNumber: p.phoneNumber ? formatPhoneInput(p.phoneNumber) : '',
  userName: p.userName,
});

/**
 * The saved fields, exactly as spec 1 section 7 names them: the user name as it is, and the
 * phone as `phone` for clients and attorneys, `phoneNumber` for everyone else.
 */
function profileSaveOf(v: Values, client: boolean): ProfileSave {
  const common = {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    userName: v.userName,
    email: v.email.trim(),
  };
  const digits = phoneDigits(v.phoneNumber);
  return client ? { ...common, phone: digits } : { ...common, phoneNumber: digits };
}

function ProfileForm({ profile }: { profile: OwnProfile }) {
  const [form] = Form.useForm<Values>();
  // A failed save keeps the form as typed; the catalogue notice tells why.
  const save = useUpdateOwnProfile({
    onSuccess: (data) => {
      storeFullName(`${data.firstName} ${data.lastName}`.trim());
      toast('success', SETTINGS_MSG.profileSaved);
    },
  });
  const submit = useSingleMutate(save);
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={valuesOf(profile)}
      onFinish={(v) => submit(profileSaveOf(v, isClient(getSession().roles)))}
      style={{ maxWidth: 560 }}
    >
      <NameFields />
      <EmailPhoneFields />
      <UserNameField />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save changes
      </Button>
    </Form>
  );
}

/**
 * The signed-in staff, client or attorney's own details (username read-only), saved through
 * PUT /api/user/profile, and the password change card unless `passwordChange` is false.
 */
export function ProfileSettings({ passwordChange = true }: { passwordChange?: boolean }) {
  const profile = useQuery(profileQueries.own());
  return (
    <Flex vertical gap={16}>
      <Card title="My profile" role="region" aria-label="My profile">
        {profile.data ? (
          <ProfileForm profile={profile.data} />
        ) : profile.isError ? (
          <Alert type="error" showIcon title="Your details could not be loaded." />
        ) : (
          <div role="status" aria-label="Loading your details">
            <Skeleton active paragraph={{ rows: 4 }} />
          </div>
        )}
      </Card>
      {passwordChange && <PasswordCard />}
    </Flex>
  );
}
