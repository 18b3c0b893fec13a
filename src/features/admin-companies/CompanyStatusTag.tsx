import { Tag } from 'antd';
import type { CompanyStatus } from '../../api/companies';

const COLOR: Record<CompanyStatus, string> = {
  Active: 'green',
  Inactive: 'default',
  Pending: 'blue',
  Declined: 'red',
};

/** The company's status as a tag with its word (never colour alone). */
export const CompanyStatusTag = ({ status }: { status: CompanyStatus }) => (
  <Tag color={COLOR[status]}>{status}</Tag>
);
