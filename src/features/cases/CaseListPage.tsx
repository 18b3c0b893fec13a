import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { caseQueries } from '../../api/cases';
import { Can, useCan } from '../../components/kit/Can';
import { ListPage } from '../../components/kit/ListPage';
import { CaseFilters } from './list/CaseFilters';
import { caseColumns } from './list/caseColumns';
import { CASE_LIST_DEFAULTS } from './list/opening';
import { paths } from '../../lib/paths';

const AddCaseDialog = lazy(() => import('../../widgets/AddCaseDialog'));

export const NO_CASES = 'No cases found';
export const CASE_SEARCH_PLACEHOLDER = 'Search by case number or file number';

/** /cases: the company's cases, with search, client and status filters, and Add Case. */
export default function CaseListPage() {
  const navigate = useNavigate();
  const staff = useCan('case.filterByClientAndStatus');
  const [adding, setAdding] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const audience = staff ? 'staff' : 'firm';

  return (
    <div style={{ padding: 24, maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Cases
      </Typography.Title>
      <ListPage
        label="Cases"
        query={(params) => caseQueries.list(params, audience)}
        columns={caseColumns}
        rowKey="id"
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_CASES} />}
        defaults={CASE_LIST_DEFAULTS}
        search={{ placeholder: CASE_SEARCH_PLACEHOLDER }}
        filters={staff ? (list) => <CaseFilters list={list} /> : undefined}
        extra={
          <Can action="case.create">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                setDialogLoaded(true);
                setAdding(true);
              }}
            >
              Add Case
            </Button>
          </Can>
        }
        onRow={(row) => ({
          onClick: () => navigate(paths.case(row.id)),
          style: { cursor: 'pointer' },
        })}
      />
      <Suspense fallback={null}>
        {dialogLoaded && <AddCaseDialog open={adding} onClose={() => setAdding(false)} />}
      </Suspense>
    </div>
  );
}
