import { useEffect, useRef, useState } from 'react';
import { App, Button, Form, Input, Result, Skeleton, Spin, Typography } from 'antd';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { userQueries } from '../../api/auth';
import {
  clientRegistrationQueries,
  useAttorneySignUp,
  type AttorneyAccount,
  type AttorneyLookup,
} from '../../api/clientRegistration';
import { apiErrorOf, MSG } from '../../api/errors';
import {
  CLIENT_REGISTRATION_MSG,
  invitationCompanyId,
  REGISTRATION_SUCCESS_DELAY_MS,
  registrationView,
  signUpFailure,
  type ClientRegisteredState,
  type LookupState,
} from '../../lib/clientRegistration';
import { notice } from '../../lib/notify';
import { phoneDigits } from '../../lib/phone';
import { useSingleSubmit } from '../../lib/useSingleSubmit';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { NameFields, NewUserNameField } from '../../components/PersonFields';
import { PhoneField } from '../../components/PhoneField';
import { SignUpConsent } from '../../components/SignUpConsent';
import { useAvailability } from './useAvailability';
import { paths } from '../../lib/paths';
import { ScreenLoadFailed } from '../../components/kit/LoadFailed';
import { opensFetchedAhead } from '../../lib/pagesAhead';

interface Values {
  firstName: string;
  lastName: string;
  userName: string;
  password: string;
  confirm: string;
  phoneNumber?: string;
  dca?: boolean;
}

const title = (
  <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
    Client Registration
  </Typography.Title>
);

const legal = (
  <p style={{ marginTop: 16, textAlign: 'center' }}>
    <Link to={paths.privacy}>Privacy Policy</Link> ·{' '}
    <Link to={paths.terms}>Terms &amp; Conditions</Link>
  </p>
);

/** The invitation's lookup as the registration rules read it. */
function lookupState(query: UseQueryResult<AttorneyLookup>): LookupState<AttorneyLookup> {
  if (query.isError) return { status: 'error', failure: apiErrorOf(query.error) };
  if (query.isSuccess) return { status: 'success', attorney: query.data };
  return { status: 'pending' };
}

/**
 * Registration of a law-firm attorney invited by an auction company
 * (/client-register?email=…&companyId=…): the invitation is looked up, the attorney signs up,
 * and a success screen follows 5 seconds later with the way to sign in.
 */
export default function ClientRegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const email = (params.get('email') ?? '').trim();
  const companyParam = params.get('companyId');
  const lookup = useQuery({
    ...clientRegistrationQueries.invitation(email, companyParam),
    enabled: Boolean(email),
  });
  const view = registrationView(email, lookupState(lookup));

  // A refused invitation: the error dialog once, then the sign-in page.
  const leaving = view.kind === 'leave' ? view.dialog : null;
  const shownDialog = useRef(false);
  useEffect(() => {
    if (!leaving || shownDialog.current) return;
    shownDialog.current = true;
    const toLogin = () => navigate(paths.login, { replace: true });
    modal.error({
      title: leaving.title,
      content: leaving.content,
      okText: 'OK',
      onOk: toLogin,
      onCancel: toLogin,
    });
  }, [leaving, modal, navigate]);

  // Any other failure: the catalogue notice once per failure; the screen offers a retry.
  const notified = useRef(0);
  useEffect(() => {
    if (view.kind !== 'retry' || notified.current === lookup.errorUpdatedAt) return;
    notified.current = lookup.errorUpdatedAt;
    notice(apiErrorOf(lookup.error).notice ?? { kind: 'error', title: MSG.requestFailed });
  }, [view.kind, lookup.error, lookup.errorUpdatedAt]);

  const companyId = invitationCompanyId(companyParam);
  const goToLogin = (attorney: AttorneyLookup, userName?: string) => {
    const state: ClientRegisteredState = {
      attorneyId: attorney.id,
      companyId: typeof companyId === 'number' ? companyId : null,
      email: attorney.email || email,
      ...(userName && { userName }),
    };
    navigate(paths.login, { state });
  };

  switch (view.kind) {
    case 'leave':
      return title;
    case 'lookingUp':
      return (
        <div aria-busy="true" aria-label="Loading your invitation">
          {title}
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      );
    case 'retry':
      return (
        <>
          {title}
          <ScreenLoadFailed
            status="warning"
            title="Your invitation could not be loaded."
            subTitle="Please try again in a moment."
            retry={() => void lookup.refetch()}
            retrying={lookup.isFetching}
          />
        </>
      );
    case 'registered':
      return (
        <>
          <Result
            status="success"
            title="You already have an account"
            subTitle={`Sign in with your username and password to follow the cases of ${view.attorney.firmName}.`}
            extra={
              <Button type="primary" onClick={() => goToLogin(view.attorney)}>
                Go to Login
              </Button>
            }
          />
          {legal}
        </>
      );
    case 'form':
      return (
        <SignUp
          attorney={view.attorney}
          companyId={companyId}
          onLogin={(account) => goToLogin(view.attorney, account.userName)}
        />
      );
  }
}

type Phase = { step: 'form' } | { step: 'finishing' | 'done'; account: AttorneyAccount };

/** The sign-up form of the invited attorney, then the finishing and success screens. */
function SignUp({
  attorney,
  companyId,
  onLogin,
}: {
  attorney: AttorneyLookup;
  companyId: number | string | null;
  onLogin: (account: AttorneyAccount) => void;
}) {
  const { modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [phase, setPhase] = useState<Phase>({ step: 'form' });
  const userName: string = Form.useWatch('userName', form) ?? '';
  const consent: boolean = Form.useWatch('dca', form) ?? false;
  const userCheck = useAvailability(userName, (v) => v.length >= 3, userQueries.userName);

  /** Whether the user name is taken, asked afresh (GET /api/user/username/{name}). */
  const usernameTaken = (name: string) =>
    client
      .fetchQuery({ ...userQueries.userName(name), staleTime: 0, retry: false })
      .catch(() => false);
  const warnTaken = () =>
    modal.warning({
      title: CLIENT_REGISTRATION_MSG.usernameTakenTitle,
      content: CLIENT_REGISTRATION_MSG.usernameTakenText,
      okText: 'OK',
    });

  const signUp = useAttorneySignUp({
    onSuccess: (account) => setPhase({ step: 'finishing', account }),
    onError: async (e, { body }) => {
      const failure = apiErrorOf(e);
      // A name taken since it was checked: the server's refusal gets the same warning.
      const taken = failure.status === 400 && (await usernameTaken(body.userName));
      if (signUpFailure(failure, taken) === 'usernameTaken') return void warnTaken();
      notice(failure.notice ?? { kind: 'error', title: MSG.requestFailed });
    },
  });

  const [submit, busy] = useSingleSubmit(async (v: Values) => {
    const name = v.userName.trim();
    // A taken user name is refused before the form is sent.
    if (await usernameTaken(name)) return void warnTaken();
    await signUp
      .mutateAsync({
        attorneyId: attorney.id,
        body: {
          firstName: v.firstName.trim(),
          lastName: v.lastName.trim(),
          userName: name,
          password: v.password,
          phoneNumber: v.phoneNumber ? phoneDigits(v.phoneNumber) : '',
          companyId,
          dca: Boolean(v.dca),
        },
      })
      .catch(() => undefined);
  });

  // The success screen follows the sign-up after a fixed delay (spec 3 sections 4.4 and 9).
  const finishing = phase.step === 'finishing';
  useEffect(() => {
    if (!finishing) return;
    const timer = setTimeout(
      () => setPhase((p) => (p.step === 'finishing' ? { ...p, step: 'done' } : p)),
      REGISTRATION_SUCCESS_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [finishing]);

  if (phase.step === 'finishing')
    return (
      <div role="status" aria-live="polite">
        <Result
          icon={<Spin size="large" />}
          title="Finishing your registration..."
          subTitle="Your account has been created. This takes a few seconds."
        />
      </div>
    );

  if (phase.step === 'done')
    return (
      <>
        <Result
          status="success"
          title="Your registration is complete!"
          subTitle="Sign in with your new username and password to follow your firm's cases."
          extra={
            <Button type="primary" onClick={() => onLogin(phase.account)}>
              Go to Login
            </Button>
          }
        />
        {legal}
      </>
    );

  return (
    <>
      {title}
      <Typography.Paragraph>
        Create your account as an attorney of <strong>{attorney.firmName}</strong>.
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ firstName: attorney.firstName, lastName: attorney.lastName }}
        onFinish={(v) => void submit(v)}
        scrollToFirstError
      >
        <NameFields />
        <Form.Item label="E-mail" htmlFor="client-register-email">
          <Input id="client-register-email" value={attorney.email} disabled />
        </Form.Item>
        <NewUserNameField taken={userCheck.result} checking={userCheck.checking} />
        <NewPasswordFields />
        <PhoneField required={false} />
        <SignUpConsent checked={consent} />
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          disabled={!consent}
          loading={busy}
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
    </>
  );
}
