import { screen, waitFor, within } from '@testing-library/react';
import { USER_LOADING_LABEL } from '../../../../src/components/company/UserLoadingDialog';
import type { renderApp } from '../../../render';

export const LOAD = { timeout: 10_000 };

export type User = ReturnType<typeof renderApp>['user'];

/** The list of a tab (its table is named after the tab). */
export const tableOf = (name: string) => screen.getByRole('table', { name });

export const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text));

/** The dialog titled so, once any user it loads has arrived. */
export async function dialog(title: string | RegExp) {
  await waitFor(
    () => expect(screen.queryByRole('status', { name: USER_LOADING_LABEL })).toBeNull(),
    LOAD,
  );
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' }, LOAD);
  return heading.closest<HTMLElement>('.ant-modal')!;
}

export async function fill(user: User, box: HTMLElement, label: string, value: string) {
  const input = within(box).getByLabelText(label);
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
  return input;
}
