import { CheckOutlined } from '@ant-design/icons';
import { Avatar, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { CompanyListRow } from '@/api/companies';
import { CompanyStatusTag } from '../CompanyStatusTag';
import { fileLinkUrl } from '@/lib/fileUrl';
import { formatAddress } from '@/lib/format';
import { formatPhoneInput } from '@/lib/phone';
import { paths } from '@/lib/paths';

export const companyAddressOf = (c: CompanyListRow) =>
  formatAddress({
    streetLine1: c.address1,
    streetLine2: c.address2,
    city: c.city,
    stateCode: c.state,
    zipCode: c.zip,
  });

/** Logo, Name (a link to the company), Address, Phone, Public (a tick) and Status. */
export const companyColumns: TableColumnsType<CompanyListRow> = [
  {
    title: 'Logo',
    key: 'logo',
    width: 72,
    render: (_v, row) => (
      <Avatar
        shape="square"
        size={40}
        src={fileLinkUrl(row.logoUrl) || undefined}
        alt={`${row.name} logo`}
      >
        {row.name.charAt(0)}
      </Avatar>
    ),
  },
  {
    title: 'Name',
    dataIndex: 'name',
    key: 'name',
    sorter: true,
    render: (name: string, row) => (
      <Link
        to={paths.adminCompany(row.id)}
        // The row click does the same; this keeps one navigation per click.
        onClick={(e) => e.stopPropagation()}
      >
        {name}
      </Link>
    ),
  },
  { title: 'Address', key: 'address', render: (_v, row) => companyAddressOf(row) },
  {
    title: 'Phone',
    key: 'phoneNumber',
    render: (_v, row) => formatPhoneInput(row.phoneNumber),
  },
  {
    title: 'Public',
    dataIndex: 'isPublic',
    key: 'isPublic',
    align: 'center',
    render: (isPublic: boolean) =>
      isPublic ? (
        <CheckOutlined role="img" aria-label="Public" style={{ color: '#389e0d' }} />
      ) : null,
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    sorter: true,
    render: (status: CompanyListRow['status']) => <CompanyStatusTag status={status} />,
  },
];
