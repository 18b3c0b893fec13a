import { useMemo, useRef, useState } from 'react';
import { Button, Dropdown } from 'antd';
import { DownOutlined, ExpandAltOutlined, UpOutlined } from '@ant-design/icons';
import Draggable from 'react-draggable';
import { Link } from 'react-router-dom';
import type { JoinedLot } from '@/api/joinedLots';
import type { LiveStore } from '@/live/store';
import { LiveLotPanel } from './LiveLotPanel';
import { roomLotOfJoined } from './roomLots';
import { addressOfJoined, type RoomWinner } from './useBidderRoom';
import { paths } from '@/lib/paths';

/** At most this many joined-lot panels are open at once (spec 1 section 9). */
export const MAX_OPEN_PANELS = 2;
export const PANEL_WIDTH = 380;

/** Which panels stay open after `lotId` is opened: the newest ones, at most two. */
export function openAfter(open: readonly number[], lotId: number, max = MAX_OPEN_PANELS): number[] {
  const next = [...open.filter((id) => id !== lotId), lotId];
  return next.slice(Math.max(0, next.length - max));
}

interface Props {
  lots: JoinedLot[];
  store: LiveStore;
  myId: number;
  winners: Record<number, RoomWinner>;
  onChanged(): void;
}

function Panel({
  lot,
  index,
  onClose,
  ...rest
}: Omit<Props, 'lots'> & { lot: JoinedLot; index: number; onClose(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [collapsed, setCollapsed] = useState(false);
  const room = useMemo(() => roomLotOfJoined(lot), [lot]);
  const title = addressOfJoined(lot);
  return (
    <Draggable nodeRef={ref as React.RefObject<HTMLElement>} handle=".drag-handle" bounds="body">
      <div
        ref={ref}
        className={`joined-panel${collapsed ? '' : ' open'}`}
        style={{ right: 16 + index * (PANEL_WIDTH + 16), bottom: 16 }}
        role="region"
        aria-label={`Joined lot ${title}`}
      >
        <header className="drag-handle">
          <span className="title" title={title}>
            {title}
          </span>
          <Link to={paths.lot(lot.lotId)} aria-label={`Open ${title} as main lot`}>
            <ExpandAltOutlined /> Open
          </Link>
          <Button
            size="small"
            type="text"
            aria-expanded={!collapsed}
            aria-label={collapsed ? `Expand ${title}` : `Collapse ${title}`}
            icon={collapsed ? <UpOutlined /> : <DownOutlined />}
            onClick={() => setCollapsed((c) => !c)}
          />
          <Button size="small" type="text" aria-label={`Close ${title}`} onClick={onClose}>
            ×
          </Button>
        </header>
        {!collapsed && (
          <div className="body">
            <LiveLotPanel
              room={room}
              store={rest.store}
              myId={rest.myId}
              winner={rest.winners[lot.lotId]}
              onChanged={rest.onChanged}
              compact
            />
          </div>
        )}
      </div>
    </Draggable>
  );
}

/** Floating panels for the other joined lots, and the 'Joined Auctions (n)' list past two. */
export function JoinedPanels({ lots, ...rest }: Props) {
  const [open, setOpen] = useState<number[] | null>(null);
  const ids = lots.map((l) => l.lotId);
  // Until the bidder chooses, the first two joined lots are open.
  const shown = (open ?? ids.slice(0, MAX_OPEN_PANELS)).filter((id) => ids.includes(id));
  if (!lots.length) return null;
  return (
    <>
      {lots.length > MAX_OPEN_PANELS && (
        <div style={{ position: 'fixed', left: 16, bottom: 16, zIndex: 901 }}>
          <Dropdown
            trigger={['click']}
            menu={{
              items: lots.map((l) => ({ key: String(l.lotId), label: addressOfJoined(l) })),
              onClick: ({ key }) => setOpen(openAfter(shown, Number(key))),
            }}
          >
            <Button>Joined Auctions ({lots.length})</Button>
          </Dropdown>
        </div>
      )}
      {shown.map((id, i) => {
        const lot = lots.find((l) => l.lotId === id)!;
        return (
          <Panel
            key={id}
            lot={lot}
            index={i}
            onClose={() => setOpen(shown.filter((x) => x !== id))}
            {...rest}
          />
        );
      })}
    </>
  );
}
