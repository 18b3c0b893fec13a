import { db } from '../../src/mocks/db';
import type { Case } from '../../src/mocks/db/types';
import { userNamed } from '../simApi';

/** The answer's body, after checking it is a 200. */
export const ok = async <T>(res: Response): Promise<T> => {
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

/** Checks a refusal's status and, when given, its message. */
export const refused = async (res: Response, status: number, message?: string) => {
  expect(res.status).toBe(status);
  if (message) expect(((await res.json()) as { message: string }).message).toBe(message);
};

/** The demo auctioneer's company. */
export const company = () => userNamed('auctioneer').companyId!;
/** The demo client's law firm. */
export const firm = () => userNamed('client').clientId!;

/** A case of the demo company and firm with a lot out for auction (bidders may read it). */
export const listedCase = (): Case =>
  db.cases.find(
    (c) =>
      c.companyId === company() &&
      c.clientId === firm() &&
      db.lots.some((l) => l.caseId === c.id && l.auctionId !== null && l.status === 'Listed'),
  )!;
