import { screen } from '@testing-library/react';

/** Before the consent is ticked: its links, the reminder to agree, and Sign up held back. */
export function expectConsentNotGiven() {
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
    'href',
    '/terms-conditions',
  );
  expect(screen.getByText('You must agree to the Terms & Condition')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
}
