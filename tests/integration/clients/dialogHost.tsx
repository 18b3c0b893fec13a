import { render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { AppProviders } from '../../../src/app/AppProviders';
import { createQueryClient } from '../../../src/app/queryClient';
import { setupUser } from '../../render';

type Dialog = ComponentType<{ open: boolean; onClose(): void }>;

/** A page with one button that opens the dialog, as the client list opens it. */
function Host({ Dialog, label }: { Dialog: Dialog; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {!open && <p>Dialog closed</p>}
      <Dialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * Renders a client dialog inside the app's providers and opens it. A query of the client list
 * sits in the cache, so a test can tell whether the dialog refreshed the list.
 */
export async function openDialog(Dialog: Dialog, label = 'Open') {
  const client = createQueryClient();
  client.setQueryData(['clients', 'list', {}], { data: [], total: 0 });
  // A user can pick any file ("All files" in the picker): the dialog's own checks decide.
  const user = setupUser({ applyAccept: false });
  render(
    <AppProviders client={client}>
      <Host Dialog={Dialog} label={label} />
    </AppProviders>,
  );
  await user.click(screen.getByRole('button', { name: label }));
  const dialog = await screen.findByRole('dialog');
  const listRefreshed = () => client.getQueryState(['clients', 'list', {}])?.isInvalidated ?? false;
  return { client, user, dialog, listRefreshed };
}
