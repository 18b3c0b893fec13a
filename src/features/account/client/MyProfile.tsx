import { ProfileSettings } from '@/widgets/ProfileSettings';

/** /account/profile: the user's own details and password change. */
export default function MyProfile() {
  return <ProfileSettings passwordChange />;
}
