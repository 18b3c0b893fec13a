import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONFIRM_HINT } from '../../../src/features/control-room/ControlRoom';
import { CONFIRM_WINDOW_MS } from '../../../src/live/confirmPress';
import { advanceSimTime } from '../../../src/mocks/clock';
import { db } from '../../../src/mocks/db';
import { placeBid } from '../../../src/mocks/live/engine';
import { liveLot, userNamed } from '../../simApi';
import { button, join, LIVE, openControl, setUpLiveScreens } from './controlRoom';

const STOP_AGAIN = CONFIRM_HINT.stop!;
const ALERT_AGAIN = CONFIRM_HINT.notifystop!;
const press = (key: string) => fireEvent.keyDown(window, { key });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const alerts = (lotId: number) =>
  db.activityLogs.filter((l) => l.lotId === lotId && l.actLogTitle === 'Stop Alert Sent').length;

/** A running manual lot with a bid old enough to stop on, open in the control room. */
async function runningLot() {
  const lot = liveLot('Manual');
  join('bidder', lot);
  placeBid(lot, userNamed('bidder'), lot.openingPrice + lot.minBidIncrements);
  advanceSimTime(15_000);
  await openControl(lot);
  await waitFor(() => expect(button(/^Stop$/)).toBeEnabled(), LIVE);
  return lot;
}

describe('control-room shortcuts that end a lot need a second press', () => {
  setUpLiveScreens();

  it('X once only asks for X again; the second X stops the lot', async () => {
    const lot = await runningLot();
    press('x');
    expect(await screen.findByText(STOP_AGAIN)).toBeInTheDocument();
    await pause(300);
    expect(lot.stoppedTime).toBeNull();
    press('X');
    await waitFor(() => expect(lot.stoppedTime).not.toBeNull(), LIVE);
    expect(screen.queryByText(STOP_AGAIN)).toBeNull();
  });

  it('A once only asks for A again; the second A sends the stop alert', async () => {
    const lot = await runningLot();
    press('a');
    expect(await screen.findByText(ALERT_AGAIN)).toBeInTheDocument();
    await pause(300);
    expect(lot.stopAlertTime).toBeNull();
    expect(alerts(lot.id)).toBe(0);
    press('a');
    expect(await screen.findByText('Stop alert running (10 s)', {}, LIVE)).toBeInTheDocument();
    expect(alerts(lot.id)).toBe(1);
  });

  it('X held down is one press: its repeats do not stop the lot', async () => {
    const lot = await runningLot();
    press('x');
    await screen.findByText(STOP_AGAIN);
    for (let i = 0; i < 5; i++) fireEvent.keyDown(window, { key: 'x', repeat: true });
    await pause(300);
    expect(lot.stoppedTime).toBeNull();
    expect(screen.getByText(STOP_AGAIN)).toBeInTheDocument();
  });

  it('a first press is forgotten after the window, on Escape, and on another key', async () => {
    const lot = await runningLot();
    press('x');
    await screen.findByText(STOP_AGAIN);
    await waitFor(() => expect(screen.queryByText(STOP_AGAIN)).toBeNull(), {
      timeout: CONFIRM_WINDOW_MS + 2000,
    });
    // Past the window the next X asks again instead of stopping.
    press('x');
    expect(await screen.findByText(STOP_AGAIN)).toBeInTheDocument();
    press('Escape');
    await waitFor(() => expect(screen.queryByText(STOP_AGAIN)).toBeNull());
    press('x');
    await screen.findByText(STOP_AGAIN);
    // A, then X: each only asks for itself again.
    press('a');
    expect(await screen.findByText(ALERT_AGAIN)).toBeInTheDocument();
    press('x');
    expect(await screen.findByText(STOP_AGAIN)).toBeInTheDocument();
    await pause(300);
    expect(lot.stoppedTime).toBeNull();
    expect(lot.stopAlertTime).toBeNull();
  });
});
