import { Activity, useContext, useState, type ContextType, type ReactNode } from 'react';
import {
  UNSAFE_DataRouterStateContext as RouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  useMatches,
  useOutlet,
} from 'react-router-dom';
import type { RouteHandle } from '../routePrefetch';

type LocationValue = ContextType<typeof LocationContext>;

interface Kept {
  /** The screen's route (its path in the table: the tabs of one screen share it). */
  key: string;
  element: ReactNode;
  /** The address it was last shown at: a hidden screen keeps reading it. */
  location: LocationValue;
}

type Address = LocationValue['location'];
const sameAddress = (a: Address, b: Address) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;

/** The most screens kept at once (the longest header menu has six). */
export const MAX_KEPT = 6;

/**
 * The layout's outlet, keeping the header-menu screens the user has opened (`keep` in the route
 * table) when they move on: a kept screen is hidden (React's Activity: its DOM stays, its effects
 * and subscriptions stop) and shown again as it was when they come back, instead of being
 * rendered anew (at 4x CPU a list screen took 0.5-1.3 s to render again from cached data). A
 * hidden screen keeps the address it was left at, so its router hooks do not follow the screen
 * showing. Other screens come and go as before. Only a screen the router has settled on is kept:
 * before its code has loaded (the first address of a page load) the outlet is the route's loading
 * state, and a failed route's is its error screen; kept at that address, either would stay.
 */
export function KeptOutlet() {
  const outlet = useOutlet();
  const live = useContext(LocationContext);
  const leaf = useMatches().at(-1);
  const route = (leaf?.handle as Partial<RouteHandle> | undefined)?.route;
  const routerState = useContext(RouterStateContext);
  const settled = !routerState || (routerState.initialized && !routerState.errors);
  const key = settled && route?.keep ? route.path : null;
  const [kept, setKept] = useState<readonly Kept[]>([]);

  // The screen showing is kept with its address as it opens. Back at the very address it was
  // left at (a menu link's), it shows as it was: the same element and address, so React has
  // nothing to render again; at another (a tab, a page of its list), it renders for that one.
  const mine = key === null ? undefined : kept.find((k) => k.key === key);
  if (key !== null && !(mine && sameAddress(mine.location.location, live.location))) {
    const entry = { key, element: outlet, location: live };
    // In place when kept already (no screen moves in the page); a new one evicts the oldest.
    setKept(mine ? kept.map((k) => (k === mine ? entry : k)) : [...kept, entry].slice(-MAX_KEPT));
  }

  const screens: ReactNode[] = kept.map((k) => (
    <Activity key={k.key} mode={k.key === key ? 'visible' : 'hidden'}>
      <LocationContext value={k.location}>{k.element}</LocationContext>
    </Activity>
  ));
  return (
    <>
      {screens}
      {key === null && outlet}
    </>
  );
}
