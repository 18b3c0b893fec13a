import { setUpScreens } from '../../render';

/**
 * The set-up of an account page's tests: the account frame and the given pages load once up
 * front, so each test waits on data only; the bidder is signed in.
 */
export const setUpAccountPages = (...pages: (() => Promise<unknown>)[]) =>
  setUpScreens('bidder', () => import('../../../src/features/account/AccountPage'), ...pages);
