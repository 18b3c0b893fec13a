import { Button, Card, Form } from 'antd';
import { useUpdateBidderAccount, type BidderAccount, type BidderDetails } from '@/api/account';
import { optionalText } from '@/lib/accountRules';
import { toast } from '@/lib/notify';
import { formatPhoneInput, phoneDigits } from '@/lib/phone';
import { storeFullName } from '@/lib/session';
import { rules } from '@/lib/validation';
import { AddressFields, type MailingAddressValues } from '@/components/AddressFields';
import { EmailPhoneFields, NameFields, UserNameField } from '@/components/PersonFields';
import { useSingleMutate } from '@/lib/useSingleSubmit';

interface Values extends MailingAddressValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  userName: string;
}

const valuesOf = (a: BidderAccount): Values => ({
  firstName: a.firstName,
  lastName: a.lastName,
  email: a.email,
  phoneNumber: a.phoneNumber ? formatPhoneInput(a.phoneNumber) : undefined,
  streetLine1: a.address?.streetLine1 ?? '',
  streetLine2: a.address?.streetLine2 ?? '',
  city: a.address?.city ?? '',
  state: a.address?.state ?? '',
  zipCode: a.address?.zipCode ?? '',
  userName: a.userName,
});

const detailsOf = (v: Values): BidderDetails => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  email: v.email.trim(),
  // An empty phone leaves the account's phone as it is.
  phoneNumber: v.phoneNumber ? phoneDigits(v.phoneNumber) : '',
  address: {
    streetLine1: v.streetLine1.trim(),
    streetLine2: optionalText(v.streetLine2),
    city: v.city.trim(),
    state: v.state,
    zipCode: v.zipCode.trim(),
  },
});

/** The bidder details form: name, e-mail, phone and mailing address; the user name is read-only. */
export function DetailsCard({ account }: { account: BidderAccount }) {
  const [form] = Form.useForm<Values>();
  // A failed save keeps the form as typed; the catalogue notice tells why.
  const save = useUpdateBidderAccount(account.userId, {
    onSuccess: (_data, details) => {
      storeFullName(`${details.firstName} ${details.lastName}`.trim());
      toast('success', 'Your details have been saved.');
    },
  });
  const submit = useSingleMutate(save);

  return (
    <Card title="Bidder details" role="region" aria-label="Bidder details">
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={valuesOf(account)}
        onFinish={(v) => submit(detailsOf(v))}
        scrollToFirstError
      >
        <NameFields rule={rules.address} />
        <EmailPhoneFields phoneRequired={false} />
        <AddressFields />
        <UserNameField />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save changes
        </Button>
      </Form>
    </Card>
  );
}
