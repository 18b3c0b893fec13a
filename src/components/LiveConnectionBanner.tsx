import { Alert } from 'antd';
import { useConnectionStatus } from '../live/hooks';
import type { LiveStore } from '../live/store';
import type { ConnectionStatus } from '../live/stream';

const TEXT: Partial<Record<ConnectionStatus, { type: 'warning' | 'error'; title: string }>> = {
  reconnecting: { type: 'warning', title: 'Connection lost. Reconnecting to the live auction...' },
  offline: {
    type: 'error',
    title: 'You are offline from the live auction. Please sign in again to continue.',
  },
};

/** Tells the user when the live stream is down; nothing while connected. */
export function LiveConnectionBanner({ status }: { status: ConnectionStatus }) {
  const t = TEXT[status];
  return (
    <div aria-live="polite">{t && <Alert type={t.type} showIcon banner title={t.title} />}</div>
  );
}

/** The banner for a live store: follows its connection on its own, so the screen does not re-render. */
export function StoreConnectionBanner({ store }: { store: LiveStore }) {
  return <LiveConnectionBanner status={useConnectionStatus(store)} />;
}
