import { NameFields, EmailPhoneFields } from '../../components/PersonFields';

/** A system user's first and last name, e-mail and phone, all required. */
export function UserDetailsFields() {
  return (
    <>
      <NameFields autofill={false} />
      <EmailPhoneFields />
    </>
  );
}
