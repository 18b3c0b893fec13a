import { ProfileSettings } from '../../widgets/ProfileSettings';

/** /settings/profile: the staff's own details and password change. */
export default function ProfilePage() {
  return <ProfileSettings />;
}
