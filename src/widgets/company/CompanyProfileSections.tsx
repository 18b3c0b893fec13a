import { Alert, Col, Flex, Row } from 'antd';
import type { ReactNode } from 'react';
import type { CompanyProfile } from '../../api/companies';
import { companyFormLock, companyLockText } from '../../lib/companySettings';
import { CompanyForm } from './CompanyForm';
import { CompanyImageCard } from './CompanyImageCard';
import { WireInstructionsCard } from './WireInstructionsCard';

/**
 * A company's profile: the lock alert, the company form, its logo and background image, the
 * wire instructions and (below) `featured`. `mayEdit`: the viewer may change the form when the
 * status allows it; `reader` chooses the lock alert's voice (the company's own staff or the
 * administrator). A pending or declined company's form is locked for everyone.
 */
export function CompanyProfileSections({
  company,
  mayEdit,
  reader,
  featured,
}: {
  company: CompanyProfile;
  mayEdit: boolean;
  reader: 'own' | 'admin';
  featured: ReactNode;
}) {
  const lock = companyFormLock(company.status, mayEdit);
  return (
    <Flex vertical gap={16}>
      {lock !== 'none' && (
        <Alert
          type={lock === 'status' ? 'warning' : 'info'}
          showIcon
          title={lock === 'status' ? `Company status: ${company.status}` : 'Read-only'}
          description={companyLockText(lock, company.status, reader)}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <CompanyForm
            key={`${company.id}-${company.status}`}
            company={company}
            locked={lock !== 'none'}
          />
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <CompanyImageCard company={company} image="logo" />
            <CompanyImageCard company={company} image="background" />
            <WireInstructionsCard company={company} />
          </Flex>
        </Col>
      </Row>
      {featured}
    </Flex>
  );
}
