import { act, screen } from '@testing-library/react';
import { Can } from '../../../src/components/kit/Can';
import { clearSession, storeSession } from '../../../src/lib/session';
import { renderKit } from './renderKit';

const signIn = (role: string) =>
  storeSession({
    access_token: 'token',
    refresh_token: 'refresh',
    expires_in: 3600,
    userName: role,
    roles: [role],
  });

const settingsButtons = (
  <>
    <Can action="users.manage">
      <button>Add User</button>
    </Can>
    <Can action="company.removeImages" fallback={<span>Logo locked</span>}>
      <button>Remove Logo</button>
    </Can>
    <Can action="company.uploadImages">
      <button>Upload Logo</button>
    </Can>
  </>
);

describe('action permissions on screen', () => {
  it('shows the auctioneer every company action', () => {
    signIn('Auctioneer');
    renderKit(settingsButtons);
    for (const name of ['Add User', 'Remove Logo', 'Upload Logo'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('hides users and logo removal from employees, and follows sign-out', () => {
    signIn('Employee');
    renderKit(settingsButtons);
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Logo' })).not.toBeInTheDocument();
    expect(screen.getByText('Logo locked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Logo' })).toBeInTheDocument();

    act(() => clearSession());
    expect(screen.queryByRole('button', { name: 'Upload Logo' })).not.toBeInTheDocument();
  });
});
