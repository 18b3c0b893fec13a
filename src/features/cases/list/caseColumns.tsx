import type { TableColumnsType } from 'antd';
import type { CaseRow } from '@/api/cases';
import {
  caseNumberColumn,
  caseStatusColumn,
  countyColumn,
  fileNumberColumn,
} from '@/widgets/CaseListParts';

/** Client, case number, county, file number and status (spec 2 section 2). */
export const caseColumns: TableColumnsType<CaseRow> = [
  { title: 'Client', dataIndex: 'firmName', key: 'firmName' },
  caseNumberColumn,
  countyColumn,
  fileNumberColumn,
  caseStatusColumn,
];
