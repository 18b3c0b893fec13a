import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useConnectionStatus, useStreamStop } from '../live/hooks';
import { RETRY_LABEL, STOP_TEXT } from '../live/retry';
import type { LiveStore } from '../live/store';
import type { ConnectionStatus, StreamStop } from '../live/stream';
import './LiveConnectionBanner.css';

const TEXT: Partial<Record<ConnectionStatus, { type: 'warning' | 'error'; title: string }>> = {
  reconnecting: { type: 'warning', title: 'Connection lost. Reconnecting to the live auction...' },
  offline: {
    type: 'error',
    title: 'You are offline from the live auction. Please sign in again to continue.',
  },
};

/**
 * Tells the user when the live stream is down; nothing while connected. A stream that stopped
 * says why, with a retry by hand when trying again can help. Light markup: it first shows in the
 * middle of a reconnect, when the page has the stream's backlog to take in.
 */
export function LiveConnectionBanner({
  status,
  stop = null,
  onRetry,
}: {
  status: ConnectionStatus;
  stop?: StreamStop | null;
  onRetry?: () => void;
}) {
  const stopped = status === 'stopped' && stop ? STOP_TEXT[stop.reason] : null;
  const t = stopped ? { type: 'error' as const, title: stopped.title } : TEXT[status];
  const Icon = t?.type === 'error' ? CloseCircleFilled : ExclamationCircleFilled;
  return (
    <div aria-live="polite">
      {t && (
        <div role="alert" className={`live-banner live-banner-${t.type}`}>
          <Icon aria-hidden className="live-banner-icon" />
          <span>{t.title}</span>
          {stopped?.retry && onRetry && (
            <Button size="small" onClick={onRetry}>
              {RETRY_LABEL}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** The banner for a live store: follows its connection on its own, so the screen does not re-render. */
export function StoreConnectionBanner({ store }: { store: LiveStore }) {
  return (
    <LiveConnectionBanner
      status={useConnectionStatus(store)}
      stop={useStreamStop(store)}
      onRetry={() => store.reconnect()}
    />
  );
}
