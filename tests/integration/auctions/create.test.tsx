import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http as mswHttp, HttpResponse } from 'msw';
import { db } from '../../../src/mocks/db';
import { makeAuction } from '../../../src/mocks/factories';
import { server } from '../../../src/mocks/node';
import { AUCTION_DATE_FORMAT } from '../../../src/lib/auctionForm';
import { renderApp, signInAs } from '../../render';
import { userNamed } from '../../simApi';

// The first screen of a file compiles the page, antd and the dialog on a busy machine: allow for it.
const FIRST = { timeout: 10_000 };

const hostId = () => userNamed('auctioneer').companyId!;
const path = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;
const newest = () => db.auctions[db.auctions.length - 1];

/**
 * Pins the clock two minutes past a 5-minute mark (it runs on from there), so the default start,
 * the next mark, stays three minutes ahead for the whole test.
 */
function pinClockAfterMark() {
  const now = dayjs().startOf('minute');
  const pinned = now.subtract(now.minute() % 5, 'minute').add(2, 'minute');
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: pinned.toDate() });
  return pinned;
}

/** Opens /auctions and the Create Auction dialog; returns the dialog and its time inputs. */
async function openDialog(userName = 'auctioneer') {
  await signInAs(userName);
  const app = renderApp('/auctions');
  await app.user.click(await screen.findByRole('button', { name: /Create Auction/ }, FIRST));
  const dialog = await screen.findByRole('dialog', { name: 'Create Auction' }, FIRST);
  const start = (await within(dialog).findByLabelText('Start Time')) as HTMLInputElement;
  const stop = within(dialog).getByLabelText('Stop Time') as HTMLInputElement;
  const create = () => app.user.click(within(dialog).getByRole('button', { name: 'Create' }));
  return { ...app, dialog, start, stop, create };
}

/** Types a date and time into a picker and confirms it, as a keyboard user does. */
function setTime(input: HTMLInputElement, when: dayjs.Dayjs) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: when.format(AUCTION_DATE_FORMAT) } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
}

const shown = (input: HTMLInputElement) => dayjs(input.value);

/** Enters text in one go (typing key by key is slow on a busy machine). */
const enter = (input: HTMLElement, text: string) =>
  fireEvent.change(input, { target: { value: text } });

describe('Create Auction dialog', () => {
  afterEach(() => vi.useRealTimers());

  it('starts at the next 5-minute mark and refuses each bad time with its message', async () => {
    const pinned = pinClockAfterMark();
    const before = db.auctions.length;
    const { dialog, start, stop, create } = await openDialog();
    const begin = shown(start);
    expect(begin.valueOf()).toBe(pinned.add(3, 'minute').valueOf());
    expect(shown(stop).isAfter(begin)).toBe(true);

    setTime(stop, begin);
    await create();
    expect(
      await within(dialog).findByText('Auction start and stop times cannot be same!'),
    ).toBeInTheDocument();

    setTime(start, begin.add(1, 'day'));
    expect(
      await within(dialog).findByText('Auction stop time cannot be before the start time!'),
    ).toBeInTheDocument();

    setTime(start, begin);
    setTime(stop, begin.add(2, 'hour'));
    await waitFor(() =>
      expect(
        within(dialog).queryByText(/Auction (stop time|start and stop)/),
      ).not.toBeInTheDocument(),
    );

    // The dialog stays open past the start time.
    vi.setSystemTime(begin.add(1, 'minute').toDate());
    await create();
    expect(
      await within(dialog).findByText('Auction start time cannot be in the past!'),
    ).toBeInTheDocument();
    expect(db.auctions.length).toBe(before);
  });

  it('asks before creating at the same time as other auctions; Cancel keeps the form, Continue creates and opens it', async () => {
    // Two company auctions at the default start (and at the mark after, should the minute turn meanwhile).
    const mark = dayjs().second(0).millisecond(0);
    const first = mark.add(5 - (mark.minute() % 5), 'minute');
    for (const t of [first, first.add(5, 'minute')])
      for (let i = 0; i < 2; i++)
        makeAuction({
          ...db.auctions.find((a) => a.companyId === hostId())!,
          id: undefined,
          startTime: t.toISOString(),
          stopTime: t.add(1, 'hour').toISOString(),
          isOpen: false,
          isFinished: false,
          isCancelled: false,
        });
    const before = db.auctions.length;
    const { dialog, user, router, create } = await openDialog('employee');

    await user.click(within(dialog).getByText('In Person'));
    await create();
    expect(await within(dialog).findByText('Field is required!')).toBeInTheDocument();
    enter(within(dialog).getByLabelText('Location'), '50 W Washington St');

    await create();
    const message = 'Found 2 auction(s) at the same time! Do you wish to proceed?';
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(dialog).queryByText(message)).not.toBeInTheDocument());
    expect(db.auctions.length).toBe(before);
    expect(within(dialog).getByLabelText('Location')).toHaveValue('50 W Washington St');

    await create();
    await user.dblClick(await within(dialog).findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(db.auctions.length).toBe(before + 1));
    const made = newest();
    await waitFor(() => expect(path(router)).toBe(`/auctions/${made.id}`), { timeout: 10_000 });
    expect(made).toMatchObject({
      companyId: hostId(),
      type: 'InPerson',
      startType: 'Manual',
      location: '50 W Washington St',
      timeLeft: 0,
      extraTime: 0,
    });
  });

  it('creates an extendable auto auction once on a double click and opens it', async () => {
    const before = db.auctions.length;
    const { dialog, user, router, create } = await openDialog();

    await user.click(within(dialog).getByText('Auto'));
    await user.click(await within(dialog).findByRole('switch', { name: 'Extendable' }));
    const within1 = await within(dialog).findByLabelText('If, bid within: (min.)');
    const extend = within(dialog).getByLabelText('Extend the time by (min.)');
    await create();
    await waitFor(() => expect(within(dialog).getAllByText('Field is required!')).toHaveLength(2));
    enter(within1, '2');
    enter(extend, '3');
    await user.click(within(dialog).getByLabelText('Test auction'));

    await user.dblClick(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(path(router)).toMatch(/^\/auctions\/\d+$/), { timeout: 10_000 });
    expect(db.auctions.length).toBe(before + 1);
    const made = newest();
    expect(path(router)).toBe(`/auctions/${made.id}`);
    expect(made).toMatchObject({
      type: 'Online',
      startType: 'Auto',
      timeLeft: 2,
      extraTime: 3,
      isTest: true,
      location: '',
    });
  });

  it('keeps what was typed when the save fails', async () => {
    let posts = 0;
    server.use(
      mswHttp.post('*/api/auctions', () => {
        posts++;
        return posts === 1 ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined;
      }),
    );
    const before = db.auctions.length;
    const { dialog, user, router, create } = await openDialog();
    await user.click(within(dialog).getByText('Hybrid'));
    enter(await within(dialog).findByLabelText('Location'), 'County Courthouse');

    await create();
    expect(await screen.findByText('Server error! - 500')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Auction' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Location')).toHaveValue('County Courthouse');
    expect(db.auctions.length).toBe(before);

    await create();
    await waitFor(() => expect(db.auctions.length).toBe(before + 1));
    await waitFor(() => expect(path(router)).toBe(`/auctions/${newest().id}`), { timeout: 10_000 });
    expect(posts).toBe(2);
    expect(newest()).toMatchObject({ type: 'Hybrid', location: 'County Courthouse' });
  });
});
