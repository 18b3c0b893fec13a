import { Col, Row, Tabs } from 'antd';
import type { CaseDetail } from '@/api/cases';
import type { CaseTab } from '@/lib/caseStage';
import { CaseDocuments } from '../documents/CaseDocuments';
import { CaseLots } from '../lots/CaseLots';
import { CaseNotes } from '../notes/CaseNotes';
import { CaseActivity } from './CaseActivity';

export const CASE_TAB_TITLE: Record<CaseTab, string> = {
  details: 'Case Details',
  documents: 'Case Documents',
};

/** Case Details (lots, activity logs, notes) and Case Documents. */
export function CaseTabs({
  kase,
  tab,
  onTab,
  canManageDocuments,
}: {
  kase: CaseDetail;
  tab: CaseTab;
  onTab(tab: CaseTab): void;
  canManageDocuments: boolean;
}) {
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => onTab(key as CaseTab)}
      items={[
        {
          key: 'details',
          label: CASE_TAB_TITLE.details,
          children: (
            <Row gutter={[16, 16]}>
              <Col span={24}>
                <CaseLots kase={kase} />
              </Col>
              <Col xs={24} lg={12}>
                <CaseActivity caseId={kase.id} />
              </Col>
              <Col xs={24} lg={12}>
                <CaseNotes kase={kase} />
              </Col>
            </Row>
          ),
        },
        {
          key: 'documents',
          label: CASE_TAB_TITLE.documents,
          children: <CaseDocuments caseId={kase.id} canManage={canManageDocuments} />,
        },
      ]}
    />
  );
}
