import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { opensFetchedAhead } from '../../lib/pagesAhead';

/**
 * A link styled as a button, to an address of the app: on a prerendered page before the app has
 * started it is a plain link (the next page's own document loads at once), afterwards the router
 * opens the address, unless the page fetched that address's document ahead (lib/pagesAhead.ts);
 * a click with a modifier key (a new tab) is the browser's.
 */
export function LinkButton({
  to,
  ...props
}: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...props} href={href} onClick={opensFetchedAhead(to) ? undefined : onClick} />;
}
