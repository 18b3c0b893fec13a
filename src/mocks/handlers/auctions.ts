// Answers the calls of src/api/auctions.ts.
import { http, type HttpHandler } from 'msw';
import * as api from '../../api/contract/auctions';
import { CLIENTS, Role } from '../../lib/roles';
import { answer } from '../answer';
import { simIso, simNow } from '../clock';
import { db, newId } from '../db';
import type { Auction, AuctionType, StartType, User } from '../db/types';
import {
  AUCTION_TYPES,
  auctionSettingsError,
  extensionMinutes,
  START_TYPES,
} from '../rules/auction';
import { inactiveCompanyRefusal, companyById } from '../rules/company';
import { isTime } from '../rules/format';
import { badRequest, forbidden, withUser } from '../tokens';
import {
  auctionLookupItem,
  auctionsWithin,
  lookupSpan,
  reportAuctionsOf,
} from './reports/bidReport';

const STAFF_ROLES = [Role.Auctioneer, Role.Employee] as const;

type ListStatus = 'live' | 'upcoming' | 'completed' | 'cancelled';
const STATUSES: readonly ListStatus[] = ['live', 'upcoming', 'completed', 'cancelled'];

/** Display state of an auction (spec 2 section 4): Cancelled, Completed, Live, else Upcoming. */
export function auctionListStatus(a: Auction): ListStatus {
  if (a.isCancelled) return 'cancelled';
  if (a.isFinished) return 'completed';
  if (a.isOpen) return 'live';
  return 'upcoming';
}

const lotCount = (auctionId: number) => db.lots.filter((l) => l.auctionId === auctionId).length;
const companyAuctions = (user: User) => db.auctions.filter((a) => a.companyId === user.companyId);
/** A calendar day without a time: `2026-01-15`. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const minuteOf = (iso: string) => Math.floor(new Date(iso).getTime() / 60_000);
const asList = <T extends string>(v: unknown, allowed: readonly T[]): T[] =>
  (Array.isArray(v) ? v : v == null || v === '' ? [] : [v]).filter((x): x is T =>
    allowed.includes(x as T),
  );

interface ListBody {
  status?: string;
  type?: unknown;
  startType?: unknown;
  pagination?: { page?: number; current?: number; pageSize?: number };
}

interface CreateBody {
  type?: string;
  startType?: string;
  startTime?: string;
  stopTime?: string;
  timeLeft?: unknown;
  extraTime?: unknown;
  isTest?: unknown;
  location?: unknown;
}

export const auctionsHandlers: HttpHandler[] = [
  // The company's auctions of one display state, with the count of every state.
  http.post('*/api/auctions/list', ({ request }) =>
    withUser(
      request,
      async (user) => {
        if (user.companyId == null) return forbidden();
        const body = ((await request.json().catch(() => ({}))) ?? {}) as ListBody;
        const status = STATUSES.includes(body.status as ListStatus)
          ? (body.status as ListStatus)
          : 'live';
        const types = asList(body.type, AUCTION_TYPES);
        const startTypes = asList(body.startType, START_TYPES);
        const mine = companyAuctions(user);
        const counts = { live: 0, upcoming: 0, completed: 0, cancelled: 0 };
        for (const a of mine) counts[auctionListStatus(a)]++;
        const newestFirst = status === 'completed' || status === 'cancelled';
        const rows = mine
          .filter((a) => auctionListStatus(a) === status)
          .filter((a) => !types.length || types.includes(a.type))
          .filter((a) => !startTypes.length || startTypes.includes(a.startType))
          .sort((x, y) => {
            const d = new Date(x.startTime).getTime() - new Date(y.startTime).getTime();
            return (newestFirst ? -d : d) || x.id - y.id;
          });
        const pageSize = Math.min(100, Math.max(1, Number(body.pagination?.pageSize) || 10));
        const page = Math.max(1, Number(body.pagination?.page ?? body.pagination?.current) || 1);
        const data = rows.slice((page - 1) * pageSize, page * pageSize).map((a) => ({
          id: a.id,
          startTime: a.startTime,
          stopTime: a.stopTime,
          type: a.type,
          startType: a.startType,
          lotCount: lotCount(a.id),
          isOpen: a.isOpen,
          isFinished: a.isFinished,
          isTest: a.isTest,
        }));
        return answer(api.listAuctions, { data, total: rows.length, counts });
      },
      STAFF_ROLES,
    ),
  ),

  // Auctions a lot can be assigned to: the company's auctions not started, finished or cancelled, soonest first.
  http.get('*/api/auctions/lookup', ({ request }) =>
    withUser(
      request,
      (user) =>
        answer(
          api.lookupAuctions,
          companyAuctions(user)
            .filter((a) => !a.isCancelled && !a.isOpen && !a.isFinished)
            .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
            .map((a) => ({
              id: a.id,
              startTime: a.startTime,
              stopTime: a.stopTime,
              isStarted: false,
              lotCount: lotCount(a.id),
            })),
        ),
      STAFF_ROLES,
    ),
  ),

  // The company's auctions starting in the same minute as `date` (an instant). A calendar day
  // (`YYYY-MM-DD`, the reports' auction date filter; or an instant with an `endDate`) answers
  // the auctions starting that day, for which clients and attorneys get the auctions holding
  // their firm's lots.
  http.post('*/api/auctions/lookup/auctioneer', ({ request }) =>
    withUser(
      request,
      async (user) => {
        const body = ((await request.json().catch(() => ({}))) ?? {}) as {
          date?: unknown;
          endDate?: unknown;
        };
        if (!isTime(body.date)) return badRequest('A valid date is required!');
        const day = typeof body.date === 'string' && CALENDAR_DAY.test(body.date);
        const span = day || isTime(body.endDate) ? lookupSpan(body) : null;
        if (!span && !STAFF_ROLES.some((r) => r === user.role)) return forbidden();
        const minute = minuteOf(body.date);
        const candidates = span
          ? auctionsWithin(reportAuctionsOf(user), span)
          : companyAuctions(user).filter((a) => !a.isCancelled && minuteOf(a.startTime) === minute);
        const found = candidates.map((a) => ({
          ...auctionLookupItem(a),
          stopTime: a.stopTime,
          isStarted: a.isOpen || a.isFinished,
          lotCount: lotCount(a.id),
        }));
        return answer(api.lookupAuctioneerAuctions, found);
      },
      [...STAFF_ROLES, ...CLIENTS],
    ),
  ),

  // A new auction of the caller's company.
  http.post('*/api/auctions', ({ request }) =>
    withUser(
      request,
      async (user) => {
        if (user.companyId == null) return forbidden();
        const inactive = inactiveCompanyRefusal(companyById(user.companyId));
        if (inactive) return badRequest(inactive);
        const body = ((await request.json().catch(() => ({}))) ?? {}) as CreateBody;
        const error = auctionSettingsError(body, simNow());
        if (error) return badRequest(error);
        const startType = body.startType as StartType;
        const auto = startType === 'Auto';
        const auction: Auction = {
          id: newId(),
          companyId: user.companyId,
          startTime: new Date(minuteOf(body.startTime!) * 60_000).toISOString(),
          stopTime: new Date(minuteOf(body.stopTime!) * 60_000).toISOString(),
          startType,
          type: body.type as AuctionType,
          location: body.type === 'Online' ? '' : String(body.location).trim(),
          isOpen: false,
          isFinished: false,
          isCancelled: false,
          isTest: body.isTest === true,
          timeLeft: auto ? extensionMinutes(body.timeLeft) : 0,
          extraTime: auto ? extensionMinutes(body.extraTime) : 0,
          streams: [],
          createdDate: simIso(),
        };
        db.auctions.push(auction);
        return answer(api.createAuction, { id: auction.id });
      },
      STAFF_ROLES,
    ),
  ),
];
