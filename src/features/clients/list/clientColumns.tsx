import { Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { ClientRecord } from '@/api/clients';
import { formatAddress, formatDate } from '@/lib/format';
import { formatPhoneInput } from '@/lib/phone';
import { CLIENT_TEXT } from '../clientText';
import { paths } from '@/lib/paths';

const NA = CLIENT_TEXT.notApplicable;

/** The main contact's name, or N/A. */
export const mainContactOf = (c: ClientRecord) =>
  [c.primaryContactFirstName, c.primaryContactLastName].filter(Boolean).join(' ') || NA;

export const clientAddressOf = (c: ClientRecord) => formatAddress(c) || NA;
export const clientPhoneOf = (c: ClientRecord) =>
  c.phoneNumber ? formatPhoneInput(c.phoneNumber) : NA;
export const linkedSinceOf = (c: ClientRecord) => (c.linkedSince ? formatDate(c.linkedSince) : NA);

/** The client's status as a tag with its word (never colour alone). */
export const ClientStatusTag = ({ status }: { status: ClientRecord['status'] }) => (
  <Tag color={status === 'Active' ? 'green' : 'default'}>{status}</Tag>
);

/** Firm Name (a link to the client), Main Contact, Address, Phone Number, Linked Since, case counts, Status. */
export const clientColumns: TableColumnsType<ClientRecord> = [
  {
    title: 'Firm Name',
    dataIndex: 'name',
    key: 'name',
    sorter: true,
    render: (name: string, row) => (
      <Link
        to={paths.client(row.id)}
        // The row click does the same; this keeps one navigation per click.
        onClick={(e) => e.stopPropagation()}
      >
        {name}
      </Link>
    ),
  },
  { title: 'Main Contact', key: 'mainContact', render: (_v, row) => mainContactOf(row) },
  { title: 'Address', key: 'address', render: (_v, row) => clientAddressOf(row) },
  { title: 'Phone Number', key: 'phoneNumber', render: (_v, row) => clientPhoneOf(row) },
  { title: 'Linked Since', key: 'linkedSince', render: (_v, row) => linkedSinceOf(row) },
  { title: 'Total Cases', dataIndex: 'totalCases', key: 'totalCases', sorter: true },
  { title: 'Active Cases', dataIndex: 'activeCases', key: 'activeCases', sorter: true },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (status: ClientRecord['status']) => <ClientStatusTag status={status} />,
  },
];
