import { screen, waitFor, within } from '@testing-library/react';
import { setUpScreens } from '../../render';
import { post } from '../../simApi';
import { enter, lotWithProperties, openProperty, propertyById } from './fixtures';
import { pngBytes } from '../../fileBytes';

setUpScreens('auctioneer', () => import('../../../src/features/case-properties/PropertyPage'));

const png = (name: string) => new File([pngBytes()], name, { type: 'image/png' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const uploadButton = () => screen.getByRole('button', { name: /Upload Photo/ });
const description = () => screen.getByLabelText('Photo description');
const photoCard = (text: string) =>
  screen.getByText(text, { selector: '.ant-card-body span' }).closest<HTMLElement>('.ant-card')!;

/** A property with no photo yet. */
async function openWithoutPhotos() {
  const { kase, lot, props } = lotWithProperties(1);
  props[0].images = [];
  const view = await openProperty(kase, lot, props[0].id);
  return { ...view, id: props[0].id };
}

describe('property photos', () => {
  it('asks for a description before a photo can be uploaded', async () => {
    await openWithoutPhotos();
    expect(screen.getByText('No photos yet.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a description for the photo!')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    enter(description(), '   ');
    expect(uploadButton()).toBeDisabled();
    enter(description(), 'Front yard');
    expect(uploadButton()).toBeEnabled();
    await waitFor(() =>
      expect(
        screen.queryByText('Please enter a description for the photo!'),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows the progress, makes the first photo the main one, and the next one not', async () => {
    const { id, user } = await openWithoutPhotos();
    await post('/__sim/faults', { match: `/api/properties/${id}/images`, delayMs: 1500 });
    enter(description(), 'Front yard');
    await user.upload(fileInput(), png('front.png'));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();

    expect(await screen.findByText('The photo was uploaded.')).toBeInTheDocument();
    await waitFor(() => expect(propertyById(id)!.images).toHaveLength(1));
    expect(propertyById(id)!.images[0]).toMatchObject({ description: 'Front yard', isMain: true });
    const front = await waitFor(() => photoCard('Front yard'));
    expect(within(front).getByText('Main')).toBeInTheDocument();
    expect(within(front).getByRole('img', { name: 'Front yard' })).toBeInTheDocument();
    expect(description()).toHaveValue('');

    enter(description(), 'Kitchen');
    await user.upload(fileInput(), png('kitchen.png'));
    await waitFor(() => expect(propertyById(id)!.images).toHaveLength(2));
    expect(propertyById(id)!.images[1]).toMatchObject({ description: 'Kitchen', isMain: false });
    const kitchen = await waitFor(() => photoCard('Kitchen'));
    expect(within(kitchen).queryByText('Main')).not.toBeInTheDocument();
  });

  it('sets another photo as main and deletes a photo', async () => {
    const { kase, lot, props } = lotWithProperties(1);
    props[0].images = [
      { url: '/sim-img/house-1-1.svg', description: 'Front', isMain: true },
      { url: '/sim-img/house-1-2.svg', description: 'Back', isMain: false },
    ];
    const { user } = await openProperty(kase, lot, props[0].id);

    await user.click(within(photoCard('Back')).getByRole('button', { name: /Set as Main/ }));
    await waitFor(() => expect(within(photoCard('Back')).getByText('Main')).toBeInTheDocument());
    expect(within(photoCard('Front')).queryByText('Main')).not.toBeInTheDocument();
    expect(props[0].images.map((i) => i.isMain)).toEqual([false, true]);

    await user.click(screen.getByRole('button', { name: 'Delete Front' }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(screen.queryByText('Front')).not.toBeInTheDocument());
    expect(propertyById(props[0].id)!.images.map((i) => i.description)).toEqual(['Back']);
  });
});
