import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { companyQueries, type CompanyProfile } from '../../api/companies';
import { apiErrorOf } from '../../api/errors';
import { CompanyProfileSections } from '../../widgets/company/CompanyProfileSections';
import { CompanyStatusTag } from './CompanyStatusTag';
import { FeaturedLotsCard } from '../../widgets/company/FeaturedLotsCard';
import NotFoundPage from '../../components/NotFoundPage';
import { RecordHeader } from '../../components/kit/RecordHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { CompanyActions } from './detail/CompanyActions';
import { CompanyUsersCard } from './detail/CompanyUsersCard';
import { COMPANY_TEXT } from './companyText';
import { recordIdOf } from '../../lib/recordId';
import { paths } from '../../lib/paths';

/** The company (loaded): its status and actions, its profile and its users. */
function CompanyDetail({ company }: { company: CompanyProfile }) {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1400, margin: '0 auto' }}>
      <RecordHeader
        breadcrumb={[
          { title: <Link to={paths.adminCompanies}>{COMPANY_TEXT.list}</Link> },
          { title: company.name },
        ]}
        title={company.name}
        beside={<CompanyStatusTag status={company.status} />}
        actions={<CompanyActions company={company} />}
      />
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
