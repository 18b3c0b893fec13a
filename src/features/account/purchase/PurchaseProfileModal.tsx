import { Checkbox, Form, Input, Radio, Typography } from 'antd';
import { useSavePurchaseProfile } from '@/api/purchaseProfiles';
import { toast } from '@/lib/notify';
import { formatPhoneInput } from '@/lib/phone';
import {
  addressRequired,
  buildProfilePayload,
  contactNameEnabled,
  ENTITY_TYPES,
  entityTypeLocked,
  profileFormValues,
  PROFILE_MSG,
  type PurchaseProfile,
  type PurchaseProfileFormValues,
} from '@/lib/purchaseProfile';
import { rules } from '@/lib/validation';
import { AddressFields, type AddressFieldNames } from '@/components/AddressFields';
import { FormDialog } from '@/widgets/kit/FormDialog';

const PROFILE_ADDRESS: AddressFieldNames = {
  line1: 'address1',
  line2: 'address2',
  county: 'county',
  zip: 'zip',
};

interface Props {
  /** The profile edited, or null/undefined to add one. */
  profile?: PurchaseProfile | null;
  /** The bidder has no profile yet: the new one starts as primary. */
  first?: boolean;
  onClose(): void;
  /** After a successful save, with the stored profile (the profile lists are refreshed already). */
  onSaved?(profile: PurchaseProfile): void;
}

/**
 * Adds or edits a purchase profile (spec 1 section 5): the grantee's name, entity type (locked once
 * saved), contact name for a corporation, phone, address unless it is the bidder's own, the agent
 * and primary flags. Mount it to open it; a failed save keeps what was typed.
 */
export function PurchaseProfileModal({ profile, first = false, onClose, onSaved }: Props) {
  const [form] = Form.useForm<PurchaseProfileFormValues>();
  const type = Form.useWatch('type', form);
  const same = Form.useWatch('isSameAsBidder', form);
  const locked = entityTypeLocked(profile);
  const needsAddress = addressRequired(same);

  const save = useSavePurchaseProfile();

  return (
    <FormDialog<PurchaseProfileFormValues>
      open
      form={form}
      title={profile ? 'Edit Purchase Profile' : 'Add Purchase Profile'}
      onClose={onClose}
      onSubmit={async (values) => {
        // A refusal: the http client shows the server's reason and the form keeps its values.
        const saved = await save.mutateAsync({
          id: profile?.id,
          input: buildProfilePayload(values, profile),
        });
        toast('success', profile ? 'Purchase profile saved.' : 'Purchase profile added.');
        onSaved?.(saved);
      }}
      initialValues={profileFormValues(profile, { first })}
      width={640}
    >
      <Form.Item
        label="Name (grantee on deed)"
        name="name"
        rules={[{ required: true, whitespace: true, message: PROFILE_MSG.name }]}
        extra="The name that will appear on the deed."
      >
        <Input maxLength={120} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="Entity type"
        name="type"
        rules={[{ required: true, message: PROFILE_MSG.type }]}
        extra={locked ? 'The entity type cannot be changed once the profile is saved.' : undefined}
      >
        <Radio.Group
          disabled={locked}
          options={ENTITY_TYPES.map((t) => ({ value: t, label: t }))}
        />
      </Form.Item>
      <Form.Item
        label="Contact name"
        name="contactName"
        extra={contactNameEnabled(type) ? undefined : 'For a corporation only.'}
      >
        <Input maxLength={120} disabled={!contactNameEnabled(type)} autoComplete="name" />
      </Form.Item>
      <Form.Item
        label="Phone number"
        name="phoneNumber"
        rules={rules.phone()}
        getValueFromEvent={(e: { target: { value: string } }) => formatPhoneInput(e.target.value)}
      >
        <Input inputMode="tel" autoComplete="tel-national" placeholder="(###) ###-####" />
      </Form.Item>
      <Form.Item name="isSameAsBidder" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox>Address is same as bidder</Checkbox>
      </Form.Item>
      {needsAddress ? (
        <AddressFields names={PROFILE_ADDRESS} checkZip />
      ) : (
        <Typography.Paragraph type="secondary">
          The mailing address of your account is used for this profile.
        </Typography.Paragraph>
      )}
      <Form.Item name="isAgentForBidder" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox>Agent for bidder</Checkbox>
      </Form.Item>
      <Form.Item
        name="isPrimary"
        valuePropName="checked"
        extra={
          profile?.isPrimary
            ? 'To change the primary profile, make another profile primary.'
            : undefined
        }
      >
        <Checkbox disabled={Boolean(profile?.isPrimary) || first}>Primary profile</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
