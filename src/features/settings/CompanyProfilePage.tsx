import { Alert, Col, Flex, Row, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { companyQueries } from '../../api/companies';
import { useCan } from '../../components/kit/Can';
import { companyFormLock, companyLockText } from '../../lib/companySettings';
import { CompanyForm } from './company/CompanyForm';
import { CompanyImageCard } from './company/CompanyImageCard';
import { FeaturedLotsCard } from './company/FeaturedLotsCard';
import { WireInstructionsCard } from './company/WireInstructionsCard';

/**
 * /settings/company-profile: the company form, its logo and background image, the wire
 * instructions and the featured lots. Employees see the form locked and the wire instructions
 * read-only; a pending or declined company's form is locked for everyone.
 */
export default function CompanyProfilePage() {
  const company = useQuery(companyQueries.own());
  const mayEdit = useCan('company.editProfile');
  if (company.isPending)
    return (
      <div role="status" aria-label="Loading the company profile">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  if (!company.data)
    return <Alert type="error" showIcon title="The company profile could not be loaded." />;
  const c = company.data;
  const lock = companyFormLock(c.status, mayEdit);
  return (
    <Flex vertical gap={16}>
      {lock !== 'none' && (
        <Alert
          type={lock === 'status' ? 'warning' : 'info'}
          showIcon
          title={lock === 'status' ? `Company status: ${c.status}` : 'Read-only'}
          description={companyLockText(lock, c.status)}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <CompanyForm key={c.id} company={c} locked={lock !== 'none'} />
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <CompanyImageCard company={c} image="logo" />
            <CompanyImageCard company={c} image="background" />
            <WireInstructionsCard company={c} />
          </Flex>
        </Col>
      </Row>
      <FeaturedLotsCard />
    </Flex>
  );
}
