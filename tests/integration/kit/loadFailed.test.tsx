import { screen } from '@testing-library/react';
import { LoadFailed, ScreenLoadFailed } from '../../../src/components/kit/LoadFailed';
import { renderKit } from './renderKit';

describe('LoadFailed', () => {
  it('says what failed and asks again on Try again', async () => {
    const retry = vi.fn();
    const { user } = renderKit(
      <LoadFailed title="Your winnings could not be loaded." retry={retry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your winnings could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the retry under way', () => {
    renderKit(<LoadFailed title="Failed." retry={() => undefined} retrying />);
    expect(screen.getByRole('button', { name: /Try again/ })).toHaveClass('ant-btn-loading');
  });
});

describe('ScreenLoadFailed', () => {
  it('offers Try again first and the way back beside it', async () => {
    const retry = vi.fn();
    const { user } = renderKit(
      <ScreenLoadFailed
        title="The auction could not be loaded."
        retry={retry}
        also={<button type="button">Back to auctions</button>}
      />,
    );
    expect(screen.getByText('The auction could not be loaded.')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Try again', 'Back to auctions']);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
