import { ProfileSettings } from '../../widgets/ProfileSettings';

/** /admin/settings/profile: the admin's own details, without the password change. */
export default function AdminProfilePage() {
  return <ProfileSettings passwordChange={false} />;
}
