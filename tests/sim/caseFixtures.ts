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
