import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { simNow } from '../../../src/mocks/clock';
import { db } from '../../../src/mocks/db';
import { placeBid, startLot } from '../../../src/mocks/live/engine';
import { demoToken } from '../../demoToken';
import { liveLot, userNamed } from '../../simApi';
import { button, enter, join, LIVE, openControl, section, setUpLiveScreens } from './controlRoom';

/** The auctioneer's own automatic auction (the Mock test auction) and its running lot. */
const autoLot = () => {
  const a = db.auctions.find((x) => x.isTest && x.isOpen)!;
  return db.lots.find((l) => l.auctionId === a.id && l.status === 'Listed' && l.startedTime)!;
};

describe('control room lot', () => {
  setUpLiveScreens();

  it('changes the minimum increment, never below the current one', async () => {
    const lot = liveLot('Manual');
    const current = lot.minBidIncrements;
    await openControl(lot);
    button(/^Change$/).focus();
    fireEvent.click(button(/^Change$/));
    const dialog = (
      await screen.findByText('Minimum increment', { selector: '.ant-modal-title' }, LIVE)
    ).closest('.ant-modal') as HTMLElement;
    const input = within(dialog).getByLabelText('New minimum increment');
    expect(input).toHaveValue(String(current));
    enter(input, String(current - 1));
    fireEvent.click(within(dialog).getByText('Save').closest('button')!);
    expect(
      await within(dialog).findByText(
        `The minimum increment is at least $${current.toLocaleString('en-US')}!`,
        {},
        LIVE,
      ),
    ).toBeInTheDocument();
    expect(lot.minBidIncrements).toBe(current);
    const next = current + 250;
    enter(input, String(next));
    fireEvent.click(within(dialog).getByText('Save').closest('button')!);
    await waitFor(() => expect(lot.minBidIncrements).toBe(next), LIVE);
    const money = `$${next.toLocaleString('en-US')}`;
    expect(
      await screen.findByText(`Minimum increment changed to ${money}.`, {}, LIVE),
    ).toBeInTheDocument();
    await within(section('Lot')).findByText(money, { selector: 'strong' }, LIVE);
    // The dialog gave the focus back to Change.
    expect(document.activeElement).toBe(button(/^Change$/));
  });

  it('the increment call is a JSON patch with the amount as a string', async () => {
    const lot = liveLot('Manual');
    const { access_token } = await demoToken('auctioneer');
    const put = (type: string, value: unknown) =>
      fetch(`http://localhost/api/lots/${lot.id}/mininc`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': type },
        body: JSON.stringify([{ op: 'replace', path: '/minBidIncrements', value }]),
      });
    expect((await put('application/json', '2000')).status).toBe(415);
    expect((await put('application/json-patch+json', 2000)).status).toBe(400);
    expect((await put('application/json-patch+json', '2000')).status).toBe(200);
    expect(lot.minBidIncrements).toBe(2000);
    // Bidders may not change it.
    const bidder = await demoToken('bidder');
    const res = await fetch(`http://localhost/api/lots/${lot.id}/mininc`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${bidder.access_token}`,
        'Content-Type': 'application/json-patch+json',
      },
      body: JSON.stringify([{ op: 'replace', path: '/minBidIncrements', value: '3000' }]),
    });
    expect(res.status).toBe(403);
  });

  it('lists the streams: a title opens its address, one without an http(s) address says URL is not found!', async () => {
    const lot = liveLot('Manual');
    const auction = db.auctions.find((a) => a.id === lot.auctionId)!;
    auction.streams.push({
      id: 999_002,
      title: 'Lobby camera',
      url: 'javascript:alert(1)',
      status: 'Live',
      type: 'YouTube',
    } as (typeof auction.streams)[number]);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await openControl(lot);
    const box = section('Streams');
    fireEvent.click(await within(box).findByText('Courtroom camera', {}, LIVE));
    expect(open).toHaveBeenCalledWith(auction.streams[0].url, '_blank', 'noopener,noreferrer');
    fireEvent.click(within(box).getByText('Lobby camera'));
    expect(await screen.findByText('URL is not found!', {}, LIVE)).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('an automatic lot past its stop time shows Pending Winner until it stops', async () => {
    const lot = autoLot();
    lot.stopTime = new Date(simNow() - 2000).toISOString();
    await openControl(lot);
    expect(await screen.findByText('Pending Winner', {}, LIVE)).toBeInTheDocument();
  });

  it('a manual lot shows Pending Winner once the stop alert ran out', async () => {
    const lot = liveLot('Manual');
    lot.stopAlertTime = new Date(simNow() - 12_000).toISOString();
    await openControl(lot);
    expect(await screen.findByText('Pending Winner', {}, LIVE)).toBeInTheDocument();
  });

  it('an automatic lot counts down to its start, then to its end, and says when a bid extends it', async () => {
    const lot = autoLot();
    const auction = db.auctions.find((a) => a.id === lot.auctionId)!;
    // Not started yet: starts in a minute.
    Object.assign(auction, { startTime: new Date(simNow() + 60_000).toISOString() });
    lot.startedTime = null;
    await openControl(lot);
    expect(await screen.findByText(/^Starts in /, {}, LIVE)).toBeInTheDocument();
    // Started, ending within the extension window: a bid moves the stop time later.
    lot.stopTime = new Date(simNow() + 30_000).toISOString();
    startLot(lot);
    join('bidder', lot);
    expect(await screen.findByText(/^Ends in /, {}, LIVE)).toBeInTheDocument();
    placeBid(lot, userNamed('bidder'), lot.openingPrice + lot.minBidIncrements);
    expect(await screen.findByText('Auction has been extended!', {}, LIVE)).toBeInTheDocument();
  });
});
