import { EditOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { CaseDetail } from '@/api/cases';
import { caseStatusLabel } from '@/lib/status';
import { CASE_EDIT_TEXT, CaseEditDialog } from './CaseEditDialog';

const STATUS_COLOR: Record<string, string> = {
  New: 'blue',
  WaitingCourtHouse: 'gold',
  Approved: 'green',
  Denied: 'red',
  Closed: 'default',
  Cancelled: 'red',
};

/** The case number, its status, file number, county, firm and attorney, with Edit Case and the actions. */
export function CaseHeader({
  kase,
  editable,
  actions,
}: {
  kase: CaseDetail;
  /** The case may be edited here (spec 2 "Case editing" and the canEdit flag). */
  editable: boolean;
  actions: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <header>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Case {kase.caseNumber || '—'}{' '}
          <Tag color={STATUS_COLOR[kase.caseStatus]} style={{ verticalAlign: 'middle' }}>
            {caseStatusLabel(kase.caseStatus, kase.isListed)}
          </Tag>
        </Typography.Title>
        <Flex wrap gap={8}>
          {editable && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {CASE_EDIT_TEXT.button}
            </Button>
          )}
          {actions}
        </Flex>
      </Flex>
      <Descriptions
        size="small"
        style={{ marginTop: 12 }}
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: 'file', label: 'File Number', children: kase.fileNumber || '—' },
          { key: 'county', label: 'County', children: kase.county || '—' },
          { key: 'firm', label: 'Firm', children: kase.firmName || '—' },
          { key: 'attorney', label: 'Attorney', children: kase.attorneyName || '—' },
        ]}
      />
      {editable && <CaseEditDialog kase={kase} open={editing} onClose={() => setEditing(false)} />}
    </header>
  );
}
