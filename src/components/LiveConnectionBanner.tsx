import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useConnectionStatus } from '../live/hooks';
import type { LiveStore } from '../live/store';
import type { ConnectionStatus } from '../live/stream';
import './LiveConnectionBanner.css';

const TEXT: Partial<Record<ConnectionStatus, { type: 'warning' | 'error'; title: string }>> = {
  reconnecting: { type: 'warning', title: 'Connection lost. Reconnecting to the live auction...' },
  offline: {
    type: 'error',
    title: 'You are offline from the live auction. Please sign in again to continue.',
  },
};

/**
 * Tells the user when the live stream is down; nothing while connected. Light markup: it first
 * shows in the middle of a reconnect, when the page has the stream's backlog to take in.
 */
export function LiveConnectionBanner({ status }: { status: ConnectionStatus }) {
  const t = TEXT[status];
  const Icon = t?.type === 'error' ? CloseCircleFilled : ExclamationCircleFilled;
  return (
    <div aria-live="polite">
      {t && (
        <div role="alert" className={`live-banner live-banner-${t.type}`}>
          <Icon aria-hidden className="live-banner-icon" />
          <span>{t.title}</span>
        </div>
      )}
    </div>
  );
}

/** The banner for a live store: follows its connection on its own, so the screen does not re-render. */
export function StoreConnectionBanner({ store }: { store: LiveStore }) {
  return <LiveConnectionBanner status={useConnectionStatus(store)} />;
}
