import { Checkbox, Form, Input, Modal, Radio, Typography } from 'antd';
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
import { useSingleMutate } from '@/lib/useSingleSubmit';

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

  const save = useSavePurchaseProfile({
    onSuccess: (saved) => {
      toast('success', profile ? 'Purchase profile saved.' : 'Purchase profile added.');
      onSaved?.(saved);
      onClose();
    },
    // The http client shows the server's reason; the form keeps its values.
  });

  const saveOnce = useSingleMutate(save);

  const submit = (values: PurchaseProfileFormValues) =>
    saveOnce({ id: profile?.id, input: buildProfilePayload(values, profile) });

  return (
    <Modal
      open
      title={profile ? 'Edit Purchase Profile' : 'Add Purchase Profile'}
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      cancelButtonProps={{ disabled: save.isPending }}
      mask={{ closable: !save.isPending }}
      destroyOnHidden
      width={640}
    >
      <Form<PurchaseProfileFormValues>
        form={form}
        layout="vertical"
        initialValues={profileFormValues(profile, { first })}
        onFinish={submit}
        requiredMark
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
          extra={
            locked ? 'The entity type cannot be changed once the profile is saved.' : undefined
          }
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
      </Form>
    </Modal>
  );
}
