// Answers the calls of src/api/configurations.ts, src/api/helps.ts, src/api/public.ts, src/api/resources.ts.
import { http, HttpResponse } from 'msw';
import { getConfigurationValue } from '../../api/contract/configurations';
import { listPublicLots } from '../../api/contract/public';
import { getResource, listResources } from '../../api/contract/resources';
import { listHelps } from '../../api/contract/helps';
import { answer } from '../answer';
import { simDate } from '../clock';
import { db } from '../db';
import type { Lot } from '../db/types';
import { badRequest, notFound } from '../tokens';
import { lotPlaceView } from '../views/addressView';

/** A row of the public sales lists (spec 3 section 3, public lot row). */
export function publicLotRow(lot: Lot) {
  const auction = db.auctions.find((a) => a.id === lot.auctionId);
  const company = db.companies.find((c) => c.id === auction?.companyId);
  const kase = db.cases.find((c) => c.id === lot.caseId);
  const p = db.properties.find((x) => x.lotId === lot.id && x.isPrimary);
  const cancelled = lot.status === 'Cancelled' || Boolean(auction?.isCancelled);
  return {
    id: lot.id,
    auctionId: lot.auctionId,
    auctionStartTime: auction?.startTime ?? null,
    auctionIsTest: auction?.isTest ?? false,
    caseFileNumber: kase?.fileNumber ?? '',
    caseNumber: kase?.caseNumber ?? '',
    auctionHostName: company?.name ?? '',
    auctionHostLogoUrl: company?.logoUrl ?? '',
    ...lotPlaceView(p),
    attributes: p?.attributes ?? [],
    openingPrice: lot.openingPrice,
    requiredDown: lot.requiredDown,
    caseSalesPrice: lot.winner?.amount ?? null,
    caseContinuance: lot.isPostponed,
    caseSoldTo: lot.soldTo,
    lotStatus: cancelled ? 'Cancelled' : lot.status,
    isPostponed: lot.isPostponed,
    propertyCount: db.properties.filter((x) => x.lotId === lot.id).length,
    isFeatured: lot.isFeatured,
    featuredDate: lot.isFeatured ? (lot.featuredDate ?? null) : null,
    stoppedTime: lot.stoppedTime,
  };
}

type Row = ReturnType<typeof publicLotRow>;

interface ListRequest {
  search?: string;
  pagination?: { current?: number; pageSize?: number };
  sorter?: { field?: string; order?: 'ascend' | 'descend' | null };
  isUpComing?: boolean;
  isCompleted?: boolean;
  isCancelled?: boolean;
  showFeatured?: boolean;
  startTime?: string;
  endDate?: string;
  stoppedTime?: string;
}

const dayBounds = () => {
  const d = simDate();
  const start = new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return { start, end: start + 24 * 3600_000 };
};

/** Which rows a tab shows (spec 3 section 4.4) and its default order. */
export function publicRows(req: ListRequest): { rows: Row[]; descending: boolean } {
  const { start, end } = dayBounds();
  const now = simDate().getTime();
  const t = (iso: string | null) => (iso ? new Date(iso).getTime() : NaN);
  let rows = db.lots.filter((l) => l.auctionId && l.status !== 'Draft').map(publicLotRow);
  let descending = false;
  if (req.isCancelled) {
    rows = rows.filter((r) => r.lotStatus === 'Cancelled');
    descending = true;
  } else if (req.isCompleted) {
    rows = rows.filter(
      (r) => r.lotStatus !== 'Cancelled' && r.stoppedTime && t(r.stoppedTime) < end,
    );
    descending = true;
  } else if (req.isUpComing) {
    rows = rows.filter((r) => r.lotStatus === 'Listed' && t(r.auctionStartTime) >= end);
  } else if (req.startTime) {
    // Today's sales: auctions starting within today.
    rows = rows.filter(
      (r) =>
        r.lotStatus !== 'Cancelled' &&
        t(r.auctionStartTime) >= start &&
        t(r.auctionStartTime) < end,
    );
  } else if (req.showFeatured) {
    rows = rows.filter(
      (r) =>
        r.isFeatured &&
        r.lotStatus === 'Listed' &&
        !r.stoppedTime &&
        t(r.auctionStartTime) >= now - 86_400_000,
    );
  }
  const q = (req.search ?? '').trim().toLowerCase();
  if (q) {
    rows = rows.filter((r) =>
      [r.auctionHostName, r.streetLine1, r.city, r.county, r.zipCode, r.caseFileNumber].some((v) =>
        v.toLowerCase().includes(q),
      ),
    );
  }
  return { rows, descending };
}

export const publicHandlers = [
  http.post('*/api/lots/list/public', async ({ request }) => {
    const req = ((await request.json().catch(() => ({}))) ?? {}) as ListRequest;
    const { rows, descending } = publicRows(req);
    const field = (req.sorter?.order && req.sorter.field) || 'auctionStartTime';
    const dir = req.sorter?.order ? (req.sorter.order === 'descend' ? -1 : 1) : descending ? -1 : 1;
    const key = (r: Row) => (r as unknown as Record<string, unknown>)[field] ?? '';
    rows.sort((a, b) => (key(a) < key(b) ? -dir : key(a) > key(b) ? dir : a.id - b.id));
    const size = Math.min(100, Math.max(1, req.pagination?.pageSize ?? 10));
    const page = Math.max(1, req.pagination?.current ?? 1);
    // Every listed row has its auction (publicRows keeps lots with one).
    const data = rows
      .slice((page - 1) * size, page * size)
      .flatMap(({ auctionId, ...r }) => (auctionId === null ? [] : [{ ...r, auctionId }]));
    return answer(listPublicLots, { data, total: rows.length });
  }),

  http.get('*/api/helps/list', () => answer(listHelps, db.helps)),
  http.post('*/api/helps/contactus', async ({ request }) => {
    const b = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, string>;
    if (!b.name?.trim() || !b.email?.trim() || !b.message?.trim())
      return badRequest('Name, e-mail and message are required.');
    return HttpResponse.json({ ok: true });
  }),
  http.get('*/api/configurations/:key', ({ params }) => {
    const setting = db.configurations.find((c) => c.key === String(params.key));
    return setting
      ? answer(getConfigurationValue, { key: setting.key, value: setting.value })
      : notFound('Configuration not found');
  }),
  // Newest first; everything but the body.
  http.get('*/api/resources/list', () =>
    answer(
      listResources,
      [...db.resources]
        .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id)
        .map(({ id, title, description, link, createdDate }) => ({
          id,
          title,
          description,
          link: link ?? '',
          createdDate,
        })),
    ),
  ),
  http.get('*/api/resources/:id', ({ params }) => {
    const r = db.resources.find((x) => String(x.id) === String(params.id));
    return r ? answer(getResource, r) : notFound('Resource not found');
  }),
];
