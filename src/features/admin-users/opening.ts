import { systemUserQueries } from '../../api/systemUsers';
import { readListParams } from '../../lib/listParams';
import type { RouteOpening } from '../../lib/routeOpening';
import { SYSTEM_USER_LIST_DEFAULTS, systemUserTab } from '../../lib/systemUsers';

/** The tab pages, as SystemUsersPage loads them. */
export const TAB_PAGES = {
  bidders: () => import('./BiddersTab'),
  auctioneers: () => import('./AuctioneersTab'),
  admins: () => import('./AdminsTab'),
};

/** /admin/users/{tab}: the open tab and its page of users. */
export const opening: RouteOpening = {
  parts: ({ params }) => [TAB_PAGES[systemUserTab(params.role ?? '').slug]()],
  prefetch: (client, { params, search }) => {
    const tab = systemUserTab(params.role ?? '').slug;
    void client.prefetchQuery(
      systemUserQueries.list(tab, readListParams(search, SYSTEM_USER_LIST_DEFAULTS)),
    );
  },
};
