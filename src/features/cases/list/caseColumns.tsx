import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { CaseRow } from '../../../api/cases';
import { caseStatusLabel } from '../../../lib/status';

export const casePath = (id: number) => `/cases/${id}`;

/** Client, case number, county, file number and status (spec 2 section 2). */
export const caseColumns: TableColumnsType<CaseRow> = [
  { title: 'Client', dataIndex: 'firmName', key: 'firmName' },
  {
    title: 'Case Number',
    dataIndex: 'caseNumber',
    key: 'caseNumber',
    render: (caseNumber: string, row) => (
      <Link
        to={casePath(row.id)}
        aria-label={`Open case ${caseNumber || row.fileNumber}`}
        // The row click does the same; this keeps one navigation per click.
        onClick={(e) => e.stopPropagation()}
      >
        {caseNumber || '—'}
      </Link>
    ),
  },
  { title: 'County', dataIndex: 'county', key: 'county' },
  { title: 'File Number', dataIndex: 'fileNumber', key: 'fileNumber' },
  {
    title: 'Status',
    dataIndex: 'caseStatus',
    key: 'caseStatus',
    render: (status: CaseRow['caseStatus'], row) => caseStatusLabel(status, row.isListed),
  },
];
