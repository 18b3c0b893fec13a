import { DownOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { caseLotQueries } from '@/api/caseLots';
import type { CaseDetail, LotLookup } from '@/api/cases';
import { lotStatusLabel } from '@/lib/status';
import { paths } from '@/lib/paths';

export const SELECT_LOT = 'Select lot';

const lotLabel = (lot: LotLookup) =>
  [
    lot.lotNumber > 0 ? `Lot ${lot.lotNumber}` : `Lot #${lot.id}`,
    lot.streetLine1,
    lotStatusLabel(lot.lotStatus),
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Auctions > Cases > case number > a lot dropdown opening the lot. Users who cannot open the
 * staff lists or the lot pages (clients, the admin) see those parts as text.
 */
export function CaseBreadcrumb({
  kase,
  staffLinks,
  lotLinks,
}: {
  kase: CaseDetail;
  staffLinks: boolean;
  lotLinks: boolean;
}) {
  const navigate = useNavigate();
  const lots = useQuery(caseLotQueries.lookup(kase.id));
  const lotItems = (lots.data ?? []).map((lot) => ({
    key: String(lot.id),
    label: lotLabel(lot),
    disabled: !lotLinks,
  }));
  return (
    <Breadcrumb
      aria-label="Breadcrumb"
      items={[
        { title: staffLinks ? <Link to={paths.auctions}>Auctions</Link> : 'Auctions' },
        { title: staffLinks ? <Link to={paths.cases}>Cases</Link> : 'Cases' },
        { title: kase.caseNumber || kase.fileNumber },
        {
          title: (
            <span>
              {SELECT_LOT} <DownOutlined style={{ fontSize: 10 }} />
            </span>
          ),
          menu: {
            items: lotItems.length ? lotItems : [{ key: 'none', label: 'No lots', disabled: true }],
            onClick: ({ key }) => {
              if (lotLinks && key !== 'none') navigate(paths.caseLot(kase.id, key));
            },
          },
        },
      ]}
    />
  );
}
