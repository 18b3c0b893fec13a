import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/AppProviders';
import { createQueryClient } from '../../../src/app/queryClient';
import { setupUser } from '../../render';

/** Renders one kit part inside the app's providers at an address, without the app's routes. */
export function renderKit(ui: ReactNode, path = '/kit') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const client = createQueryClient();
  // A user can pick any file ("All files" in the picker): the kit's own checks decide.
  const user = setupUser({ applyAccept: false });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const address = () => new URLSearchParams(router.state.location.search);
  return { router, client, user, address, ...view };
}
