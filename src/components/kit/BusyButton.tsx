import { Button, type ButtonProps } from 'antd';

export interface BusyButtonProps extends Omit<ButtonProps, 'loading'> {
  /** Whether the request the button sent is running. */
  busy: boolean;
}

/**
 * A button that sends a request (Place Bid, Join, the control room's bid and removal): named by
 * its label alone, and busy (`aria-busy`, antd's spinner) only while the request runs. The spinner
 * is hidden from assistive technology and leaves with the request (AppProviders' loading icon).
 */
export function BusyButton({ busy, ...props }: BusyButtonProps) {
  return <Button {...props} loading={busy} aria-busy={busy || undefined} />;
}
