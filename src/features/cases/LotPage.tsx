import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { activityLogQueries } from '../../api/activityLogs';
import { caseLotQueries } from '../../api/caseLots';
import { caseQueries, type CaseDetail } from '../../api/cases';
import { apiErrorOf } from '../../api/errors';
import { propertyQueries } from '../../api/properties';
import { ActivityLogList } from '../../widgets/ActivityLogList';
import { ItemList } from '../../components/kit/ItemList';
import { TabBar } from '../../components/kit/TabBar';
import { PageSkeleton } from '../../components/PageSkeleton';
import { formatAddress } from '../../lib/format';
import { lotStatusLabel } from '../../lib/status';
import { LotDocuments } from './documents/LotDocuments';
import { recordIdOf } from '../../lib/recordId';
import { paths } from '../../lib/paths';
import { ScreenLoadFailed } from '../../components/kit/LoadFailed';

export const LOT_PAGE_TEXT = {
  notFound: 'Lot is not found!',
  notFoundText: 'This lot does not exist or belongs to another case.',
  failed: 'The lot could not be loaded.',
  properties: 'Lot Properties',
  documents: 'Lot Documents',
  activity: 'Lot Activity Logs',
  addProperty: 'Add Property',
  primary: 'Primary',
  noProperties: 'Lot has no properties!',
} as const;

const T = LOT_PAGE_TEXT;
const TABS = ['properties', 'documents', 'activity'] as const;
type TabKey = (typeof TABS)[number];

/** The lot's properties, each opening the property page; the primary one is marked. */
function LotProperties({ kase, lotId }: { kase: CaseDetail; lotId: number }) {
  const properties = useQuery(propertyQueries.ofLot(lotId));
  const base = `/cases/${kase.id}/lots/${lotId}/properties`;
  return (
    <Flex vertical gap={12}>
      {kase.canEdit && (
        <Flex justify="flex-end">
          <Link to={`${base}/new`}>
            <PlusOutlined /> {T.addProperty}
          </Link>
        </Flex>
      )}
      {properties.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <ItemList
          items={properties.data ?? []}
          itemKey={(p) => p.id}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noProperties} />}
          renderItem={(p) => ({
            content: (
              <Space>
                <Link to={`${base}/${p.id}`}>{formatAddress(p) || `Property #${p.id}`}</Link>
                {p.isPrimary && <Tag color="blue">{T.primary}</Tag>}
              </Space>
            ),
          })}
        />
      )}
    </Flex>
  );
}

function LotActivity({ lotId }: { lotId: number }) {
  const logs = useQuery(activityLogQueries.ofLot(lotId));
  return <ActivityLogList items={logs.data} loading={logs.isPending} label={T.activity} />;
}

/** The lot's title, which names its tabs where they become one select. */
const LOT_TITLE_ID = 'lot-title';

/** /cases/{caseId}/lots/{lotId}: a lot of a case with its properties, documents and activity. */
export default function LotPage() {
  const params = useParams();
  const caseId = recordIdOf(params.caseId);
  const lotId = recordIdOf(params.lotId);
  const valid = caseId > 0 && lotId > 0;
  const lot = useQuery({ ...caseLotQueries.detail(caseId, lotId), enabled: valid });
  const kase = useQuery({ ...caseQueries.detail(caseId), enabled: valid });
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: TabKey = TABS.includes(tabParam as TabKey) ? (tabParam as TabKey) : 'properties';

  const failure = lot.error ?? kase.error;
  const status = failure ? apiErrorOf(failure).status : null;
  if (!valid || status === 404 || status === 403)
    return (
      <Result
        status={status === 403 ? '403' : '404'}
        title={T.notFound}
        subTitle={T.notFoundText}
        extra={
          <Link to={caseId > 0 && status !== 403 ? paths.case(caseId) : paths.cases}>
            <Button type="primary">
              {caseId > 0 && status !== 403 ? 'Back to the case' : 'Back to cases'}
            </Button>
          </Link>
        }
      />
    );
  if (failure)
    return (
      <ScreenLoadFailed
        title={T.failed}
        retry={() => {
          void lot.refetch();
          void kase.refetch();
        }}
      />
    );
  if (!lot.data || !kase.data) return <PageSkeleton rows={10} />;

  const l = lot.data;
  const c = kase.data;
  return (
    <>
      <Flex vertical gap={16}>
        <Card>
          <Flex align="center" gap={12} wrap>
            <Typography.Title id={LOT_TITLE_ID} level={2} style={{ margin: 0 }}>
              Lot {l.lotNumber}
            </Typography.Title>
            <Tag>{lotStatusLabel(l.lotStatus, l.isPostponed)}</Tag>
            <span>
              Case <Link to={paths.case(c.id)}>{c.caseNumber || c.fileNumber}</Link>
            </span>
          </Flex>
          {l.property && (
            <Typography.Paragraph style={{ margin: '8px 0 0' }}>
              {formatAddress(l.property)}
            </Typography.Paragraph>
          )}
        </Card>
        <Card>
          <TabBar
            labelledBy={LOT_TITLE_ID}
            activeKey={tab}
            onChange={(key) =>
              setSearch(
                (cur) => {
                  const next = new URLSearchParams(cur);
                  if (key === 'properties') next.delete('tab');
                  else next.set('tab', key);
                  return next;
                },
                { replace: true },
              )
            }
            items={[
              {
                key: 'properties',
                label: T.properties,
                children: <LotProperties kase={c} lotId={l.id} />,
              },
              {
                key: 'documents',
                label: T.documents,
                children: <LotDocuments lotId={l.id} canManage={c.canEdit} />,
              },
              { key: 'activity', label: T.activity, children: <LotActivity lotId={l.id} /> },
            ]}
          />
        </Card>
      </Flex>
    </>
  );
}
