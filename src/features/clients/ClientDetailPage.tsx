import { useQuery } from '@tanstack/react-query';
import { Button, Col, Flex, Result, Row, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  attorneyQueries,
  useAddClientAttorney,
  useRemoveClientAttorney,
  useSetPrimaryAttorney,
  useUpdateClientAttorney,
} from '../../api/attorneys';
import { clientQueries, type ClientRecord } from '../../api/clients';
import { apiErrorOf } from '../../api/errors';
import { AttorneyTable } from '../../widgets/AttorneyTable';
import { PageSkeleton } from '../../components/PageSkeleton';
import { RecordHeader } from '../../components/kit/RecordHeader';
import { clientControls } from '../../lib/clientRules';
import { formatDate } from '../../lib/format';
import { notice, toast } from '../../lib/notify';
import { CLIENT_TEXT } from './clientText';
import { ClientInfoCard } from './detail/ClientInfoCard';
import { DeleteClientButton } from './detail/DeleteClientButton';
import { InvitationLinkButton } from './detail/InvitationLinkButton';
import { LinkedCasesCard } from './detail/LinkedCasesCard';
import { ClientStatusTag } from './list/clientColumns';
import { recordIdOf } from '../../lib/recordId';
import { paths } from '../../lib/paths';

/** Client attorney table: 3 per page (spec 2 section 9). */
const ATTORNEY_PAGE_SIZE = 3;

function BackToList() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate(paths.clients)}>
      {CLIENT_TEXT.backToList}
    </Button>
  );
}

function ClientNotFound() {
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{CLIENT_TEXT.notFound}</h1>}
      subTitle={CLIENT_TEXT.notFoundDetail}
      extra={<BackToList />}
    />
  );
}

/** The client's details, attorneys and cases (loaded) with what the company may do to them. */
function ClientDetail({ client }: { client: ClientRecord }) {
  const controls = clientControls(client);
  const attorneys = useQuery(attorneyQueries.ofClient(client.id));
  const add = useAddClientAttorney(client.id);
  const update = useUpdateClientAttorney();
  const remove = useRemoveClientAttorney();
  const setPrimary = useSetPrimaryAttorney(client.id);

  // A failed attorney list keeps the rest of the page and says so.
  const { isError, errorUpdatedAt } = attorneys;
  useEffect(() => {
    if (isError) toast('error', CLIENT_TEXT.attorneysFailed);
  }, [isError, errorUpdatedAt]);

  return (
    <Flex vertical gap={16} style={{ padding: 24, maxWidth: 1400, margin: '0 auto' }}>
      <RecordHeader
        breadcrumb={[
          { title: <Link to={paths.clients}>{CLIENT_TEXT.list}</Link> },
          { title: CLIENT_TEXT.details },
        ]}
        title={client.name}
        beside={
          <>
            <ClientStatusTag status={client.status} />
            {client.linkedSince && (
              <Typography.Text type="secondary">
                Linked since {formatDate(client.linkedSince)}
              </Typography.Text>
            )}
          </>
        }
        actions={<DeleteClientButton clientId={client.id} enabled={controls.deleteClient} />}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <ClientInfoCard client={client} controls={controls} />
        </Col>
        <Col xs={24} lg={14}>
          <AttorneyTable
            attorneys={attorneys.data}
            loading={attorneys.isPending && !attorneys.isError}
            pageSize={ATTORNEY_PAGE_SIZE}
            editable={controls.editAttorneys}
            canAdd={controls.addAttorney}
            onAdd={(fields) => add.mutateAsync(fields)}
            onEdit={(id, fields) => update.mutateAsync({ id, fields })}
            onRemove={(id) => remove.mutateAsync(id)}
            onSetPrimary={(id) => setPrimary.mutateAsync(id)}
            rowExtra={
              controls.inviteAttorneys
                ? (a) => !a.isConnected && <InvitationLinkButton attorney={a} />
                : undefined
            }
          />
        </Col>
      </Row>
      <LinkedCasesCard clientId={client.id} />
    </Flex>
  );
}

/**
 * /clients/{clientId}: a client of the company (spec 2 section 2). Another company's client
 * warns and goes back to the list (spec 2 section 6); a failed load says so with a retry.
 */
export default function ClientDetailPage() {
  const { clientId = '' } = useParams();
  const navigate = useNavigate();
  const id = recordIdOf(clientId);
  const query = useQuery({ ...clientQueries.detail(id), enabled: id > 0 });
  const status = query.isError ? apiErrorOf(query.error).status : null;

  const { errorUpdatedAt } = query;
  useEffect(() => {
    if (status === null || status === 404) return;
    if (status === 403) {
      notice({ kind: 'warning', title: CLIENT_TEXT.noPermission });
      navigate(paths.clients, { replace: true });
    } else toast('error', CLIENT_TEXT.loadFailed);
  }, [status, errorUpdatedAt, navigate]);

  if (id <= 0 || status === 404) return <ClientNotFound />;
  if (status === 403) return null;
  // A failed background refresh keeps the client already on screen.
  if (status !== null && !query.data)
    return (
      <Result
        status="error"
        title={CLIENT_TEXT.loadFailed}
        extra={
          <Space>
            <Button type="primary" onClick={() => void query.refetch()}>
              {CLIENT_TEXT.retry}
            </Button>
            <BackToList />
          </Space>
        }
      />
    );
  if (!query.data) return <PageSkeleton rows={12} />;
  return <ClientDetail key={query.data.id} client={query.data} />;
}
