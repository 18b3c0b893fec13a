import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, Segmented, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useLocation } from 'react-router-dom';
import {
  registerAuctioneer,
  registerBidder,
  sendRegistrationCode,
  signIn,
  userQueries,
  type BidderRegistration,
} from '../../api/auth';
import { companyQueries } from '../../api/companies';
import { apiErrorOf, MSG } from '../../api/errors';
import { toast } from '../../lib/notify';
import { maskPhone, phoneDigits } from '../../lib/phone';
import { getDeviceId } from '../../lib/session';
import {
  emailAvailabilityMessage,
  isAdult,
  isDuplicateCompany,
  isEmail,
  rules,
  V,
} from '../../lib/validation';
import { AddressFields, type MailingAddressValues } from '../../components/AddressFields';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { NameFields, NewUserNameField } from '../../components/PersonFields';
import { PhoneField } from '../../components/PhoneField';
import { SignUpConsent } from '../../components/SignUpConsent';
import { RegisterTitle } from './RegisterTitle';
import { useAvailability } from './useAvailability';
import { useSignedIn } from './useSignedIn';
import { useSingleMutate } from '../../lib/useSingleSubmit';
import { paths } from '../../lib/paths';
import { opensFetchedAhead } from '../../lib/pagesAhead';

type RoleChoice = 'Bidder' | 'Auctioneer';

interface Values extends MailingAddressValues {
  firstName: string;
  lastName: string;
  companyName?: string;
  email: string;
  phoneNumber: string;
  birthDate: Dayjs;
  userName: string;
  password: string;
  confirm: string;
  dca: boolean;
}

export const SIGN_IN_WAIT_MS = 1500;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Registration of a bidder (default) or an auctioneer: form, text-message code, account, then sign-in. */
export default function RegisterPage() {
  const location = useLocation();
  const [role, setRole] = useState<RoleChoice>(
    (location.state as { role?: RoleChoice } | null)?.role === 'Auctioneer'
      ? 'Auctioneer'
      : 'Bidder',
  );
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState<'form' | 'code' | 'done'>('form');
  const [failure, setFailure] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const signedIn = useSignedIn();

  const email: string = Form.useWatch('email', form) ?? '';
  const userName: string = Form.useWatch('userName', form) ?? '';
  const companyName: string = Form.useWatch('companyName', form) ?? '';
  const consent: boolean = Form.useWatch('dca', form) ?? false;

  const emailCheck = useAvailability(email, isEmail, userQueries.email);
  const emailVerdict = emailCheck.result && emailAvailabilityMessage(emailCheck.result, role);
  const userCheck = useAvailability(userName, (v) => v.length >= 3, userQueries.userName);
  // Companies of the same name, asked once typing pauses (POST /api/companies/check).
  const companyCheck = useAvailability(
    role === 'Auctioneer' ? companyName : '',
    (v) => v.length > 0,
    companyQueries.check,
  );
  const duplicateCompany =
    role === 'Auctioneer' &&
    isDuplicateCompany(
      companyName,
      (companyCheck.result ?? []).map((c) => c.name),
    );
  const blocked =
    !consent || duplicateCompany || emailVerdict?.ok === false || userCheck.result === true;

  const sendCode = useMutation({
    mutationFn: () => sendRegistrationCode(phoneDigits(form.getFieldValue('phoneNumber'))),
    onMutate: () => setFailure(null),
    onSuccess: () => setStep('code'),
    onError: (e) => setFailure(apiErrorOf(e).serverMessage ?? MSG.requestFailed),
  });

  const sendTheCode = useSingleMutate(sendCode);

  const create = useMutation({
    mutationFn: async (code: string) => {
      const v = form.getFieldsValue(true) as Values;
      const body: BidderRegistration = {
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        email: v.email.trim(),
        phoneNumber: phoneDigits(v.phoneNumber),
        birthDate: v.birthDate.format('YYYY-MM-DD'),
        address: {
          streetLine1: v.streetLine1.trim(),
          streetLine2: v.streetLine2?.trim() || undefined,
          city: v.city.trim(),
          state: v.state,
          zipCode: v.zipCode.trim(),
        },
        userName: v.userName.trim(),
        password: v.password,
        dca: v.dca,
        verificationId: sendCode.data?.id ?? '',
        verificationCode: code,
        deviceId: getDeviceId(),
      };
      if (role === 'Auctioneer')
        await registerAuctioneer({ ...body, companyName: v.companyName!.trim() });
      else await registerBidder(body);
      return body;
    },
    onMutate: () => setCodeError(null),
    onSuccess: async (body) => {
      setStep('done');
      await wait(SIGN_IN_WAIT_MS);
      try {
        signedIn(await signIn(body.userName, body.password));
      } catch {
        toast('error', MSG.signInFailed);
      }
    },
    onError: (e) => {
      const failure = apiErrorOf(e);
      const text = failure.serverMessage ?? MSG.requestFailed;
      if (failure.status === 400 && text === V.invalidCode) return setCodeError(text);
      setFailure(text);
      setStep('form');
    },
  });

  const submitCode = useSingleMutate(create);

  const phone = form.getFieldValue('phoneNumber') as string | undefined;

  return (
    <>
      <RegisterTitle />

      {step === 'done' && (
        <Alert
          type="success"
          showIcon
          title="Your account has been created! Signing you in..."
          role="status"
        />
      )}

      {step === 'code' && (
        <Form
          layout="vertical"
          requiredMark={false}
          onFinish={({ code }: { code: string }) => submitCode(code)}
        >
          <Typography.Paragraph>
            Enter the 6-digit code we sent to {maskPhone(phone ?? '')}.
          </Typography.Paragraph>
          <Form.Item label="Verification code" name="code" rules={rules.code()}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
          </Form.Item>
          {codeError && (
            <Alert
              type="error"
              showIcon
              title={codeError}
              role="alert"
              style={{ marginBottom: 16 }}
            />
          )}
          <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
            <Button onClick={() => setStep('form')}>Back</Button>
            <Button onClick={() => sendTheCode()} loading={sendCode.isPending}>
              Resend code
            </Button>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              Create account
            </Button>
          </div>
        </Form>
      )}

      <div style={{ display: step === 'form' ? 'block' : 'none' }}>
        <Segmented<RoleChoice>
          block
          aria-label="Account type"
          options={['Bidder', 'Auctioneer']}
          value={role}
          onChange={setRole}
          style={{ marginBottom: 16 }}
        />
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={() => sendTheCode()}
          scrollToFirstError
        >
          <NameFields />
          {role === 'Auctioneer' && (
            <Form.Item
              label="Company name"
              name="companyName"
              rules={[rules.required()]}
              validateStatus={duplicateCompany ? 'error' : undefined}
              help={duplicateCompany ? V.duplicateCompany : undefined}
            >
              <Input autoComplete="organization" />
            </Form.Item>
          )}
          <Form.Item
            label="E-mail"
            name="email"
            rules={rules.email()}
            hasFeedback={Boolean(emailVerdict)}
            validateStatus={
              emailVerdict
                ? emailVerdict.ok
                  ? 'success'
                  : 'error'
                : emailCheck.checking
                  ? 'validating'
                  : undefined
            }
            extra={emailVerdict?.text}
          >
            {/* The availability icon comes and goes as the user types: an always-present suffix
                keeps the input's DOM, and so its focus, when it does (antd's Input FAQ). */}
            <Input type="email" autoComplete="email" suffix={<span />} />
          </Form.Item>
          <PhoneField />
          <Form.Item
            label="Birth date"
            name="birthDate"
            rules={[
              { required: true, message: V.required },
              {
                validator: (_r, value: Dayjs | undefined) =>
                  !value || role !== 'Bidder' || isAdult(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error('You must be at least 18 years old to register.')),
              },
            ]}
          >
            <DatePicker
              format="MM/DD/YYYY"
              style={{ width: '100%' }}
              disabledDate={(d) =>
                d.isAfter(role === 'Bidder' ? dayjs().subtract(18, 'year') : dayjs(), 'day')
              }
              defaultPickerValue={dayjs().subtract(30, 'year')}
            />
          </Form.Item>
          <AddressFields />
          <NewUserNameField taken={userCheck.result} checking={userCheck.checking} />
          <NewPasswordFields />
          <SignUpConsent checked={consent} />
          {failure && (
            <Alert
              type="error"
              showIcon
              title={failure}
              role="alert"
              style={{ marginBottom: 16 }}
            />
          )}
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            disabled={blocked}
            loading={sendCode.isPending}
          >
            Sign up
          </Button>
        </Form>
        <p style={{ marginTop: 16 }}>
          Already have an account?{' '}
          <Link to={paths.login} reloadDocument={opensFetchedAhead(paths.login)}>
            Sign In
          </Link>
        </p>
      </div>
    </>
  );
}
