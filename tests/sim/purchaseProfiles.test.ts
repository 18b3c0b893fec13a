import { db } from '../../src/mocks/db';
import { callAs, userNamed } from '../simApi';

const profilesOf = (userName: string) =>
  db.purchaseProfiles.filter((p) => p.bidderId === userNamed(userName).id);

describe('purchase profiles in the simulator', () => {
  const api = (method: string, path: string, body?: unknown, userName = 'bidder') =>
    callAs(userName, method, path, body, `${userName}-device`);
  const valid = {
    name: 'Server Checked LLC',
    type: 'Corporation',
    contactName: 'Pat',
    isSameAsBidder: false,
    isAgentForBidder: false,
    phoneNumber: '3125550100',
    address1: '1 Main St',
    address2: '',
    city: 'Chicago',
    county: 'Cook',
    state: 'IL',
    zip: '60601',
    isPrimary: false,
  };

  it('validates on the server: missing fields, a changed entity type, another bidder’s profile', async () => {
    const missing = await api('POST', '/api/purchaseprofiles', { ...valid, city: '' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('Please enter your city!');

    const created = await api('POST', '/api/purchaseprofiles', valid);
    expect(created.status).toBe(200);
    const { id } = await created.json();
    const changed = await api('PUT', `/api/purchaseprofiles/${id}`, {
      ...valid,
      type: 'Individual',
    });
    expect(changed.status).toBe(400);
    expect((await changed.json()).message).toBe(
      'The entity type of a purchase profile cannot be changed!',
    );

    expect((await api('DELETE', `/api/purchaseprofiles/${id}`, undefined, 'bidder2')).status).toBe(
      404,
    );
    expect((await api('GET', '/api/purchaseprofiles/list', undefined, 'auctioneer')).status).toBe(
      403,
    );
  });

  it('keeps one primary profile when a new one is saved as primary', async () => {
    const res = await api('POST', '/api/purchaseprofiles', { ...valid, isPrimary: true });
    const { id } = await res.json();
    expect(
      profilesOf('bidder')
        .filter((p) => p.isPrimary)
        .map((p) => p.id),
    ).toEqual([id]);
    // The join modal's list puts it first.
    const options = await (await api('GET', '/api/purchaseprofiles')).json();
    expect(options[0]).toEqual({ id, name: 'Server Checked LLC' });
  });
});
