import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, Flex, Result, Space, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { companyQueries, type CompanyProfile } from '../../api/companies';
import { apiErrorOf } from '../../api/errors';
import { CompanyProfileSections } from '../../widgets/company/CompanyProfileSections';
import { CompanyStatusTag } from './CompanyStatusTag';
import { FeaturedLotsCard } from '../../widgets/company/FeaturedLotsCard';
import NotFoundPage from '../../components/NotFoundPage';
import { PageSkeleton } from '../../components/PageSkeleton';
import { CompanyActions } from './detail/CompanyActions';
import { CompanyUsersCard } from './detail/CompanyUsersCard';
import { COMPANY_TEXT } from './companyText';
import { recordIdOf } from '../../lib/recordId';

/** The company (loaded): its status and actions, its profile and its users. */
function CompanyDetail({ company }: { company: CompanyProfile }) {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1400, margin: '0 auto' }}>
      <Breadcrumb
        aria-label="Breadcrumb"
        items={[
          { title: <Link to="/admin/companies">{COMPANY_TEXT.list}</Link> },
          { title: company.name },
        ]}
      />
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space align="center" wrap>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {company.name}
          </Typography.Title>
          <CompanyStatusTag status={company.status} />
        </Space>
        <CompanyActions company={company} />
      </Flex>
      <CompanyProfileSections
        company={company}
        mayEdit
        reader="admin"
        featured={<FeaturedLotsCard featuredLots={company.featuredLots} linked={false} />}
      />
      <CompanyUsersCard companyId={company.id} />
    </Flex>
  );
}

/**
 * /admin/companies/{companyId}: any company, for the administrator. A non-numeric or unknown id
 * shows the not-found page; another failure says so with a retry.
 */
export default function CompanyDetailPage() {
  const { companyId = '' } = useParams();
  const id = recordIdOf(companyId);
  const query = useQuery({ ...companyQueries.detail(id), enabled: id > 0 });
  const status = query.isError ? apiErrorOf(query.error).status : null;

  if (id <= 0 || status === 404) return <NotFoundPage />;
  // A failed background refresh keeps the company already on screen.
  if (status !== null && !query.data)
    return (
      <Result
        status="error"
        title={COMPANY_TEXT.loadFailed}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            {COMPANY_TEXT.retry}
          </Button>
        }
      />
    );
  if (!query.data) return <PageSkeleton rows={12} />;
  return <CompanyDetail key={query.data.id} company={query.data} />;
}
