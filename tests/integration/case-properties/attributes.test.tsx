import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { server } from '../../../src/mocks/node';
import { setUpScreens } from '../../render';
import { post } from '../../simApi';
import { clickOption, FIRST, lotWithProperties, openProperty, propertyById } from './fixtures';

setUpScreens('auctioneer', () => import('../../../src/features/case-properties/PropertyPage'));
afterEach(() => server.events.removeAllListeners());

/** Counts the attribute saves that reach the simulator. */
function countSaves() {
  const seen = { n: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && /\/extendeddata$/.test(new URL(request.url).pathname)) seen.n++;
  });
  return seen;
}

const saveState = () => screen.getByTestId('attribute-save-state');
const savedValue = (propertyId: number, name: string) =>
  propertyById(propertyId)!.attributes.find((a) => a.attributeName === name);

async function openFirst() {
  const fixture = lotWithProperties(1);
  const view = await openProperty(fixture.kase, fixture.lot, fixture.props[0].id);
  await screen.findByLabelText('Bedrooms', undefined, FIRST);
  return { ...fixture, ...view, id: fixture.props[0].id };
}

describe('property attributes', () => {
  it('saves once typing has paused for 500 ms, once per pause', async () => {
    const { id } = await openFirst();
    const saves = countSaves();
    const beds = screen.getByLabelText('Bedrooms');
    const parcel = screen.getByLabelText('Parcel Number (PIN)');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(beds, { target: { value: '4' } });
      act(() => vi.advanceTimersByTime(300));
      fireEvent.change(parcel, { target: { value: '14-33-100-001' } });
      act(() => vi.advanceTimersByTime(300));
      fireEvent.change(beds, { target: { value: '5' } });
      act(() => vi.advanceTimersByTime(499));
      expect(saveState()).toHaveTextContent('Unsaved changes…');
      expect(saves.n).toBe(0);
      act(() => vi.advanceTimersByTime(1));
      expect(saveState()).toHaveTextContent('Saving…');
      act(() => vi.advanceTimersByTime(50));
    } finally {
      vi.useRealTimers();
    }

    await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'));
    expect(saves.n).toBe(1);
    expect(savedValue(id, 'BedroomCount')?.value).toBe('5');
    expect(savedValue(id, 'ParcelNumber')?.value).toBe('14-33-100-001');
    expect(screen.getByLabelText('Bedrooms')).toHaveValue('5');
  });

  it('caps numbers at 8 digits, except market valuation', async () => {
    const { id, user } = await openFirst();
    const sqft = screen.getByLabelText('Square Feet');
    await user.type(sqft, '123456789.5');
    expect(sqft).toHaveValue('12345678.5');

    const valuation = screen.getByLabelText('Market Valuation (min)');
    await user.type(valuation, '123456789');
    expect(valuation).toHaveValue('123456789');

    await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'));
    expect(savedValue(id, 'SquareFeet')?.value).toBe('12345678.5');
    expect(savedValue(id, 'MarketValuationValue')?.value).toBe('123456789');
  });

  it('saves the text of Other, and deselects Other left empty with a warning', async () => {
    const { id, user } = await openFirst();
    fireEvent.mouseDown(screen.getByLabelText('Property Type'));
    await clickOption('Other');
    const other = await screen.findByLabelText('Property Type (Other)');
    await user.type(other, 'Barn');
    await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'));
    expect(savedValue(id, 'PropertyType')).toMatchObject({ value: 'Other', otherValue: 'Barn' });

    fireEvent.mouseDown(screen.getByLabelText('Occupancy'));
    await clickOption('Other');
    const empty = await screen.findByLabelText('Occupancy (Other)');
    fireEvent.blur(empty);
    expect(
      await screen.findByText('Other value is empty, so Other was deselected.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Occupancy (Other)')).not.toBeInTheDocument();
    const occupancy = screen.getByLabelText('Occupancy').closest('.ant-select')!;
    expect(occupancy.querySelector('.ant-select-selection-item')).toBeNull();
    // Property Type keeps its Other text.
    expect(screen.getByLabelText('Property Type (Other)')).toHaveValue('Barn');
  });

  it('saves dates and yes/no answers', async () => {
    const { id, user } = await openFirst();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const date = screen.getByLabelText('Last Sale Date');
    await user.click(date);
    await user.type(date, '03/15/2021{Enter}');
    await waitFor(() => expect(savedValue(id, 'LastSaleDate')?.value).toBe('2021-03-15'));
    expect(savedValue(id, 'HOA')?.value).toBe('true');
  });

  it('keeps the typed values and shows the notice when a save fails', async () => {
    const { id } = await openFirst();
    await post('/__sim/faults', { match: '/api/properties/*/extendeddata', status: 500, count: 1 });
    fireEvent.change(screen.getByLabelText('Bedrooms'), { target: { value: '7' } });

    expect(await screen.findByText('Server error! - 500')).toBeInTheDocument();
    await waitFor(() => expect(saveState()).toHaveTextContent('Changes not saved'));
    expect(screen.getByLabelText('Bedrooms')).toHaveValue('7');
    expect(savedValue(id, 'BedroomCount')?.value).toBe('3');

    // The next pause saves the values as they stand.
    fireEvent.change(screen.getByLabelText('Bedrooms'), { target: { value: '8' } });
    await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'));
    expect(savedValue(id, 'BedroomCount')?.value).toBe('8');
  });
});
