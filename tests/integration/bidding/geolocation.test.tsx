import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { deviceInfo, forgetNearbyPlace } from '../../../src/live/device';
import { subscriberCount } from '../../../src/mocks/live/hub';
import { server } from '../../../src/mocks/node';
import { renderApp, signInAs } from '../../render';
import { liveLot } from '../../simApi';

/** A position in Chicago, as a browser hands it over once the user allows it. */
const CHICAGO = { coords: { latitude: 41.8781, longitude: -87.6298 } } as GeolocationPosition;

describe('the position near the user', () => {
  const getCurrentPosition = vi.fn((found: PositionCallback) => found(CHICAGO));

  beforeEach(async () => {
    await signInAs('bidder');
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
    });
  });

  afterEach(() => {
    delete (navigator as { geolocation?: Geolocation }).geolocation;
    getCurrentPosition.mockClear();
    forgetNearbyPlace();
  });

  it('is not asked for as the lot page loads and its live stream opens, only when the bidder joins', async () => {
    const reverse = vi.fn();
    server.use(
      mswHttp.get('*/geo/reverse', () => {
        reverse();
      }),
    );
    const lot = liveLot('Auto');
    const { user } = renderApp(`/details/${lot.id}`);
    const room = await screen.findByRole('region', { name: /^Live lot / });
    await waitFor(() => expect(subscriberCount()).toBeGreaterThan(0));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect((await deviceInfo()).near).toBeUndefined();

    await user.click(within(room).getByRole('button', { name: 'Join Auction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Auction' });
    await user.click(within(dialog).getByLabelText('Purchase profile'));
    await user.click(await screen.findByTitle('Brooks Holdings LLC'));
    await user.type(within(dialog).getByLabelText('Amount to lock'), '50000');
    // Opening the dialog and filling it in asks nothing yet.
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(reverse).toHaveBeenCalledTimes(1));
    // The device info of the joined stream names the place; asking again is not needed.
    expect((await deviceInfo()).near).toBe('Chicago, IL');
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });
});
