import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { SlugTabsPage, type SlugTab } from '../../components/SlugTabsPage';
import { REPORT_PAGES } from './opening';
import { paths } from '../../lib/paths';

const AuctionsReport = lazy(REPORT_PAGES.auctions);
const BidsReport = lazy(REPORT_PAGES.bids);
const BiddersReport = lazy(REPORT_PAGES.bidders);

/** The tabs of one area: the admin's reports call the admin endpoints, the others the auctioneer's. */
function tabsOf(admin: boolean): readonly SlugTab[] {
  const Auctions = () => <AuctionsReport admin={admin} />;
  const Bids = () => <BidsReport admin={admin} />;
  const Bidders = () => <BiddersReport admin={admin} />;
  return [
    { slug: 'auctions', label: 'Auctions', Page: Auctions },
    { slug: 'bids', label: 'Bids', Page: Bids },
    { slug: 'bidders', label: 'Bidders', Page: Bidders },
  ];
}

const STAFF_TABS = tabsOf(false);
const ADMIN_TABS = tabsOf(true);

/**
 * /reports/{reportType} (clients, auctioneers, employees) and /admin/reports/{reportType}
 * (admins): the Auctions, Bids and Bidders reports as tabs; the open report loads when shown.
 */
export default function ReportsPage() {
  const admin = useLocation().pathname.startsWith(paths.admin);
  return (
    <SlugTabsPage
      title="Reports"
      base={admin ? paths.adminReports : paths.reports}
      tabs={admin ? ADMIN_TABS : STAFF_TABS}
      param="reportType"
      className="reports"
    />
  );
}
