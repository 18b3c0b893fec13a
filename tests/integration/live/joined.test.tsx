import { render, screen } from '@testing-library/react';
import { LiveConnectionBanner } from '../../../src/components/LiveConnectionBanner';
import { followsOf, loadJoinedLots } from '../../../src/api/joinedLots';
import { signInAs } from '../../render';

const post = (path: string, body: unknown) =>
  fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('joined lots re-check', () => {
  it('retries after a delay when the call fails', async () => {
    await signInAs('bidder');
    await post('/__sim/faults', { match: '/api/bidders/grpc/', status: 503, count: 2 });
    const started = Date.now();
    const lots = await loadJoinedLots({ retries: 3, retryMs: 50 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(Array.isArray(lots)).toBe(true);
    expect(followsOf([{ lotId: 5, amount: -1, type: 'online' } as never])).toEqual([
      { id: 5, amount: -1, type: 'online' },
    ]);
  });

  it('gives up after the last retry', async () => {
    await signInAs('bidder');
    await post('/__sim/faults', { match: '/api/bidders/grpc/', status: 503, count: 5 });
    await expect(loadJoinedLots({ retries: 1, retryMs: 10 })).rejects.toBeTruthy();
  });
});

describe('live connection banner', () => {
  it('says nothing while connected and tells when reconnecting or offline', () => {
    const { rerender } = render(<LiveConnectionBanner status="connected" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<LiveConnectionBanner status="reconnecting" />);
    expect(
      screen.getByText('Connection lost. Reconnecting to the live auction...'),
    ).toBeInTheDocument();
    rerender(<LiveConnectionBanner status="offline" />);
    expect(screen.getByText(/You are offline from the live auction/)).toBeInTheDocument();
  });
});
