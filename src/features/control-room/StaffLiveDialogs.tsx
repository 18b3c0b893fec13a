import { useState } from 'react';
import { DuplicateConnectionDialog, LiveErrorDialog } from '../../components/LiveEventDialogs';
import { LiveEvent } from '../../live/events';
import { useLiveEvents } from '../../live/hooks';
import { duplicateConnectionLines } from '../../live/roomText';
import type { LiveStore } from '../../live/store';
import type { LiveMessage } from '../../live/types';
import { paths } from '../../lib/paths';

type StaffDialog = { kind: 'duplicate'; lines: string[] } | { kind: 'error'; text: string };

/**
 * The live stream's Disconnect and Error events on the control room and the TV view
 * (spec 1 section 8, for auctioneers): a duplicate connection ends this screen's stream and
 * leads back to the auction; an error shows the server's message and unsubscribes the lot.
 */
export function StaffLiveDialogs({ store, auctionId }: { store: LiveStore; auctionId: number }) {
  const [dialog, setDialog] = useState<StaffDialog | null>(null);
  const [onMessage] = useState(() => (m: LiveMessage) => {
    if (m.event === LiveEvent.Disconnect)
      setDialog({ kind: 'duplicate', lines: duplicateConnectionLines(m.errorMsg) });
    else if (m.event === LiveEvent.Error) {
      if (m.lot?.id != null) store.unfollow(m.lot.id);
      setDialog((d) => (d?.kind === 'duplicate' ? d : { kind: 'error', text: m.errorMsg }));
    }
  });
  useLiveEvents(store, onMessage);
  if (!dialog) return null;
  return dialog.kind === 'duplicate' ? (
    <DuplicateConnectionDialog lines={dialog.lines} exitTo={paths.auction(auctionId)} />
  ) : (
    <LiveErrorDialog text={dialog.text} onClose={() => setDialog(null)} />
  );
}
