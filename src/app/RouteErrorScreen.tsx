import { useEffect, useLayoutEffect, useState } from 'react';
import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import { Button, Space, theme } from 'antd';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunkReload';
import { chunkReloader } from './chunkReloader';
import { paths } from '../lib/paths';
import { pageAdopted } from './prerender/adoption';

export const ROUTE_ERROR = {
  title: 'Something went wrong on this page.',
  subTitle: 'Try again, or go back to the previous page.',
  chunkTitle: 'This page could not be loaded.',
  chunkSubTitle: 'A newer version of the site may be available. Try again to load it.',
  retry: 'Try again',
  back: 'Go back',
} as const;

/** Whether the browser history holds a page before this one (the data router numbers its entries). */
const hasPreviousPage = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * A page that failed to render or load, shown inside its layout (header kept) or, as a last
 * resort, alone. It never shows the error's details; the error goes to the console.
 * Drawn like antd's Result from pieces the landing page already ships: the screen must be in
 * the entry (a failed chunk cannot load it), and Result would add its illustrations there.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const chunk = isChunkLoadError(error);
  // A route's code that failed to load (a deploy replaced the files): the page reloads at this
  // address once for the fresh files, showing nothing meanwhile; failing again, this screen shows.
  // Decided once, as the screen first shows (the reloader itself reloads at most once a minute).
  const [reloading] = useState(() => chunk && chunkReloader.recover(error));

  useEffect(() => {
    console.error(error);
  }, [error]);
  // A prerendered page that failed is the application's now: its presses are no longer held.
  useLayoutEffect(pageAdopted, []);

  // A missing chunk needs the page's fresh files; any other failure renders the page again.
  const retry = () =>
    chunk
      ? window.location.reload()
      : void navigate(location, { replace: true, state: location.state });
  const back = () => void (hasPreviousPage() ? navigate(-1) : navigate(paths.home));

  const { token } = theme.useToken();
  if (reloading) return null;
  const Icon = chunk ? WarningFilled : CloseCircleFilled;
  return (
    <section
      aria-labelledby="route-error-title"
      style={{ padding: '48px 16px', textAlign: 'center', color: token.colorText }}
    >
      <Icon
        aria-hidden
        style={{ fontSize: 64, color: chunk ? token.colorWarning : token.colorError }}
      />
      <h1 id="route-error-title" style={{ fontSize: 24, fontWeight: 600, margin: '24px 0 8px' }}>
        {chunk ? ROUTE_ERROR.chunkTitle : ROUTE_ERROR.title}
      </h1>
      <p style={{ color: token.colorTextSecondary, margin: '0 0 24px' }}>
        {chunk ? ROUTE_ERROR.chunkSubTitle : ROUTE_ERROR.subTitle}
      </p>
      <Space wrap style={{ justifyContent: 'center' }}>
        <Button type="primary" onClick={retry}>
          {ROUTE_ERROR.retry}
        </Button>
        <Button onClick={back}>{ROUTE_ERROR.back}</Button>
      </Space>
    </section>
  );
}
