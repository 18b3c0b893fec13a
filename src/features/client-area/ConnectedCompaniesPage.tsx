import { LinkOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Popconfirm, Segmented, Select, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  companyLinkShow,
  firmQueries,
  useLinkCompany,
  useSwitchCompanyContact,
  type CompanyLinkRow,
  type CompanyLinkShow,
} from '../../api/firm';
import { ListPage } from '../../components/kit/ListPage';
import { useListParams, type ListParamsApi } from '../../components/kit/useListParams';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/notify';
import { COMPANY_LINK_DEFAULTS as DEFAULTS } from './opening';

/** The page's words (the spec names the columns only; the rest is ours). */
export const CONNECTED_TEXT = {
  title: 'Connected Companies',
  search: 'Search by company name',
  linked: 'Linked',
  unlinked: 'Not linked',
  noLinked: 'Your firm is not linked to any company yet.',
  noUnlinked: 'No other companies to link.',
  noMatch: 'No companies match your search.',
  link: 'Link',
  confirmLink: (company: string) => `Are you sure to link your firm to ${company}?`,
  confirmLinkDetail:
    'The company will see your firm as a connected client; your primary attorney becomes its contact.',
  linkedDone: (company: string) => `Successfully linked to ${company}!`,
  switchLabel: (company: string) => `Primary attorney for ${company}`,
  switched: (company: string) => `Successfully changed the primary attorney for ${company}!`,
  none: 'N/A',
} as const;

const contactName = (row: CompanyLinkRow) =>
  [row.primaryAttorneyFirstName, row.primaryAttorneyLastName].filter(Boolean).join(' ') ||
  CONNECTED_TEXT.none;

function ShowFilter({ list }: { list: ListParamsApi }) {
  return (
    <Segmented<CompanyLinkShow>
      aria-label="Show companies"
      value={companyLinkShow(list.params)}
      options={[
        { value: 'linked', label: CONNECTED_TEXT.linked },
        { value: 'unlinked', label: CONNECTED_TEXT.unlinked },
      ]}
      onChange={(value) => list.setFilter('show', value === 'unlinked' ? value : null)}
    />
  );
}

/** Links the firm to a company, after a confirmation. */
function LinkButton({ row }: { row: CompanyLinkRow }) {
  const link = useLinkCompany({
    onSuccess: () => toast('success', CONNECTED_TEXT.linkedDone(row.companyName)),
  });
  return (
    <Popconfirm
      title={CONNECTED_TEXT.confirmLink(row.companyName)}
      description={CONNECTED_TEXT.confirmLinkDetail}
      okText={CONNECTED_TEXT.link}
      cancelText="Cancel"
      onConfirm={() => link.mutateAsync(row.companyId).catch(() => undefined)}
    >
      <Button
        size="small"
        type="primary"
        icon={<LinkOutlined />}
        loading={link.isPending}
        aria-label={`${CONNECTED_TEXT.link} ${row.companyName}`}
      >
        {CONNECTED_TEXT.link}
      </Button>
    </Popconfirm>
  );
}

/** Chooses which of the firm's attorneys is the contact for a linked company. */
function ContactSwitch({ row }: { row: CompanyLinkRow }) {
  const attorneys = useQuery(firmQueries.attorneyLookup());
  const change = useSwitchCompanyContact({
    onSuccess: () => toast('success', CONNECTED_TEXT.switched(row.companyName)),
  });
  // The contact by its id when the row gives it, else the attorney of the contact's name.
  const name = [row.primaryAttorneyFirstName, row.primaryAttorneyLastName]
    .filter(Boolean)
    .join(' ');
  const contactId =
    row.primaryAttorneyId ??
    (name ? attorneys.data?.find((a) => a.fullName.trim() === name)?.id : undefined);
  return (
    <Select
      aria-label={CONNECTED_TEXT.switchLabel(row.companyName)}
      size="small"
      style={{ minWidth: 200 }}
      value={contactId ?? undefined}
      placeholder="Choose an attorney"
      loading={attorneys.isFetching || change.isPending}
      disabled={change.isPending}
      options={(attorneys.data ?? []).map((a) => ({ value: a.id, label: a.fullName }))}
      onChange={(attorneyId: number) => {
        if (attorneyId === contactId) return;
        change.mutateAsync({ attorneyId, companyId: row.companyId }).catch(() => undefined);
      }}
    />
  );
}

const COLUMNS: TableColumnsType<CompanyLinkRow> = [
  { title: 'Company Name', dataIndex: 'companyName', key: 'companyName', sorter: true },
  { title: 'Primary Attorney', key: 'primaryAttorney', render: (_: unknown, r) => contactName(r) },
  {
    title: 'Linked Since',
    dataIndex: 'linkedSince',
    key: 'linkedSince',
    render: (since: string | null) => (since ? formatDate(since) : CONNECTED_TEXT.none),
  },
  {
    title: 'Actions',
    key: 'actions',
    render: (_: unknown, row) =>
      row.linkedSince ? <ContactSwitch row={row} /> : <LinkButton row={row} />,
  },
];

/** /connected-companies: the companies the firm is linked to, and linking to others. */
export default function ConnectedCompaniesPage() {
  return (
    <div style={{ padding: 24, maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {CONNECTED_TEXT.title}
      </Typography.Title>
      <ConnectedCompanyList />
    </div>
  );
}

function ConnectedCompanyList() {
  // The same state the list reads from the address: which companies are shown.
  const { params } = useListParams(DEFAULTS);
  const show = companyLinkShow(params);
  const empty = params.search.trim()
    ? CONNECTED_TEXT.noMatch
    : show === 'linked'
      ? CONNECTED_TEXT.noLinked
      : CONNECTED_TEXT.noUnlinked;
  return (
    <ListPage
      label="Connected companies"
      query={firmQueries.companyLinks}
      columns={COLUMNS}
      rowKey="companyId"
      emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />}
      defaults={DEFAULTS}
      search={{ placeholder: CONNECTED_TEXT.search }}
      filters={(list) => <ShowFilter list={list} />}
    />
  );
}
