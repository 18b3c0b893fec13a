import { Alert, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { companyQueries } from '../../api/companies';
import { CompanyProfileSections } from '../../widgets/company/CompanyProfileSections';
import { FeaturedLotsCard } from '../../widgets/company/FeaturedLotsCard';
import { useCan } from '../../components/kit/Can';

/**
 * /settings/company-profile: the company form, its logo and background image, the wire
 * instructions and the featured lots. Employees see the form locked and the wire instructions
 * read-only; a pending or declined company's form is locked for everyone.
 */
export default function CompanyProfilePage() {
  // Fetched again on each visit: its featured lots change from the case screens.
  const company = useQuery({ ...companyQueries.own(), refetchOnMount: 'always' });
  const mayEdit = useCan('company.editProfile');
  if (company.isPending)
    return (
      <div role="status" aria-label="Loading the company profile">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  if (!company.data)
    return <Alert type="error" showIcon title="The company profile could not be loaded." />;
  return (
    <CompanyProfileSections
      company={company.data}
      mayEdit={mayEdit}
      reader="own"
      featured={<FeaturedLotsCard featuredLots={company.data.featuredLots} linked />}
    />
  );
}
