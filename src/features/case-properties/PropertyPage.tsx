import { useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumb, Button, Card, Col, Flex, Result, Row, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { caseQueries, type CaseDetail, type CaseLot } from '../../api/cases';
import {
  propertyQueries,
  useCreateProperty,
  useUpdateProperty,
  type PropertyDetail,
} from '../../api/properties';
import { useCan } from '../../components/kit/Can';
import { PageSkeleton } from '../../components/PageSkeleton';
import { toast } from '../../lib/notify';
import { propertyPath } from '../../lib/propertyRules';
import { AddressForm } from './AddressForm';
import { AttributesForm } from './AttributesForm';
import { LotPropertyList } from './LotPropertyList';
import { PhotosPanel } from './PhotosPanel';
import { PropertyActions } from './PropertyActions';
import { recordIdOf } from '../../lib/recordId';
import { paths } from '../../lib/paths';

export const PROPERTY_TEXT = {
  notFound: 'Property is not found!',
  notFoundText: 'This property does not exist or you have no access to it.',
  back: 'Back to the case',
  newTitle: 'New Property',
  address: 'Address',
  attributes: 'Attributes',
  create: 'Create Property',
  save: 'Save Address',
  created: 'The property was created.',
  saved: 'The address was saved.',
  readOnly: 'This case cannot be edited: the property is shown read-only.',
  cannotAdd: 'Properties cannot be added to this case.',
} as const;

function NotFound({ caseId }: { caseId: number }) {
  return (
    <Result
      status="404"
      title={PROPERTY_TEXT.notFound}
      subTitle={PROPERTY_TEXT.notFoundText}
      extra={
        caseId > 0 && (
          <Link to={paths.case(caseId)}>
            <Button type="primary">{PROPERTY_TEXT.back}</Button>
          </Link>
        )
      }
    />
  );
}

function Header({
  kase,
  lot,
  title,
  primary,
  staff,
}: {
  kase: CaseDetail;
  lot: CaseLot;
  title: string;
  primary: boolean;
  staff: boolean;
}) {
  return (
    <header style={{ marginBottom: 16 }}>
      <Breadcrumb
        aria-label="Breadcrumb"
        items={[
          ...(staff ? [{ title: <Link to={paths.cases}>Cases</Link> }] : []),
          { title: <Link to={paths.case(kase.id)}>{kase.caseNumber || `Case #${kase.id}`}</Link> },
          { title: <Link to={paths.caseLot(kase.id, lot.id)}>Lot {lot.lotNumber}</Link> },
          { title },
        ]}
      />
      <Typography.Title level={1} style={{ fontSize: 24, margin: '8px 0 0' }}>
        {title} {primary && <Tag color="green">Primary</Tag>}
      </Typography.Title>
    </header>
  );
}

/** A new property of the lot: its address, then its page. */
function NewProperty({ kase, lot }: { kase: CaseDetail; lot: CaseLot }) {
  const navigate = useNavigate();
  const create = useCreateProperty();
  return (
    <Card title={PROPERTY_TEXT.address}>
      <AddressForm
        submitLabel={PROPERTY_TEXT.create}
        onSubmit={async (address) => {
          const created = await create.mutateAsync({ lotId: lot.id, address });
          toast('success', PROPERTY_TEXT.created);
          navigate(propertyPath(kase.id, lot.id, created.id), { replace: true });
        }}
      />
    </Card>
  );
}

function ExistingProperty({
  property,
  lot,
  propertyCount,
  readOnly,
}: {
  property: PropertyDetail;
  lot: CaseLot;
  propertyCount: number;
  readOnly: boolean;
}) {
  const update = useUpdateProperty();
  const definitions = useQuery(propertyQueries.attributes());
  return (
    <Flex vertical gap={16}>
      <Card
        title={PROPERTY_TEXT.address}
        extra={
          !readOnly && (
            <PropertyActions
              property={property}
              propertyCount={propertyCount}
              lotStatus={lot.lotStatus}
            />
          )
        }
      >
        <AddressForm
          key={property.id}
          initial={property}
          readOnly={readOnly}
          submitLabel={PROPERTY_TEXT.save}
          onSubmit={async (address) => {
            const saved = await update.mutateAsync({ propertyId: property.id, address });
            toast('success', PROPERTY_TEXT.saved);
            return saved;
          }}
        />
      </Card>
      <Card title={PROPERTY_TEXT.attributes}>
        {definitions.data ? (
          <AttributesForm
            key={property.id}
            property={property}
            definitions={definitions.data}
            readOnly={readOnly}
          />
        ) : (
          <PageSkeleton rows={4} />
        )}
      </Card>
      <PhotosPanel property={property} readOnly={readOnly} />
    </Flex>
  );
}

/**
 * /cases/{caseId}/lots/{lotId}/properties/{propertyId} (spec 2 section 2): the lot's properties,
 * the address, the attributes and the photos; 'new' creates a property. Read-only for clients,
 * attorneys and admins, and whenever the case cannot be edited.
 */
export default function PropertyPage() {
  const params = useParams();
  const caseId = recordIdOf(params.caseId);
  const lotId = recordIdOf(params.lotId);
  const isNew = params.propertyId === 'new';
  const propertyId = isNew ? 0 : recordIdOf(params.propertyId);
  const staff = useCan('case.edit');

  const kase = useQuery({ ...caseQueries.detail(caseId), enabled: caseId > 0 });
  const siblings = useQuery({ ...propertyQueries.ofLot(lotId), enabled: lotId > 0 });
  const detail = useQuery({ ...propertyQueries.detail(propertyId), enabled: propertyId > 0 });

  const lot = kase.data?.lots.find((l) => l.id === lotId);
  const badIds = caseId <= 0 || lotId <= 0 || (!isNew && propertyId <= 0);
  if (
    badIds ||
    kase.isError ||
    detail.isError ||
    (kase.data && !lot) ||
    (detail.data && detail.data.lotId !== lotId)
  )
    return <NotFound caseId={kase.isError ? 0 : caseId} />;
  if (!kase.data || !lot || (!isNew && !detail.data)) return <PageSkeleton rows={14} />;

  const editable = staff && kase.data.canEdit;
  const property = detail.data;
  const properties = siblings.data ?? [];
  const title = property ? `Property #${property.id}` : PROPERTY_TEXT.newTitle;

  return (
    <>
      <Header
        kase={kase.data}
        lot={lot}
        title={title}
        primary={!!property?.isPrimary}
        staff={staff}
      />
      {!editable && staff && (
        <Alert type="info" showIcon title={PROPERTY_TEXT.readOnly} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={7}>
          <LotPropertyList
            caseId={caseId}
            lotId={lotId}
            properties={properties}
            currentId={property?.id ?? null}
            canAdd={editable}
          />
        </Col>
        <Col xs={24} lg={17}>
          {property ? (
            <ExistingProperty
              property={property}
              lot={lot}
              propertyCount={siblings.data?.length ?? lot.propertyCount}
              readOnly={!editable}
            />
          ) : editable ? (
            <NewProperty kase={kase.data} lot={lot} />
          ) : (
            <Result status="info" title={PROPERTY_TEXT.cannotAdd} />
          )}
        </Col>
      </Row>
    </>
  );
}
