import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import { useNavigate } from 'react-router-dom';
import { companyQueries } from '../../api/companies';
import { ListTitle } from '../../components/kit/ListTitle';
import { ListPage } from '../../components/kit/ListPage';
import { useListParams } from '../../components/kit/useListParams';
import { COMPANY_TEXT } from './companyText';
import { companyColumns } from './list/companyColumns';
import { CompanyStatusFilter } from './list/CompanyStatusFilter';
import { COMPANY_LIST_DEFAULTS as DEFAULTS } from './list/opening';
import { paths } from '../../lib/paths';

/** /admin/companies: every auction company with the total, search by name and a status filter. */
export default function CompanyListPage() {
  const navigate = useNavigate();
  // The same page the list shows (one request): its total is the title's count.
  const { params } = useListParams(DEFAULTS);
  const page = useQuery({ ...companyQueries.list(params), placeholderData: keepPreviousData });
  const total = page.data?.total;

  return (
    <div style={{ maxWidth: 1400, margin: '0 auto' }}>
      <ListTitle title={COMPANY_TEXT.title} total={total} />
      <ListPage
        label={COMPANY_TEXT.title}
        query={companyQueries.list}
        columns={companyColumns}
        rowKey="id"
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={COMPANY_TEXT.empty} />}
        defaults={DEFAULTS}
        search={{ placeholder: COMPANY_TEXT.search }}
        filters={(list) => <CompanyStatusFilter list={list} />}
        onRow={(row) => ({
          onClick: () => navigate(paths.adminCompany(row.id)),
          style: { cursor: 'pointer' },
        })}
      />
    </div>
  );
}
