import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LotStatus } from '../../../src/api/cases';
import { db } from '../../../src/mocks/db';
import type { Address, Attribute, Case, Lot, Property } from '../../../src/mocks/db/types';
import { makeCase, makeImage, makeLot, makeProperty } from '../../../src/mocks/factories';
import { renderApp } from '../../render';
import { userNamed } from '../../simApi';

export const FIRST = { timeout: 10_000 };

const hostId = () => userNamed('auctioneer').companyId!;
const firmId = () => userNamed('client').clientId!;

const ADDRESSES: Address[] = [
  { streetLine1: '1200 Oak St', city: 'Chicago', county: 'Cook', state: 'IL', zipCode: '60614' },
  { streetLine1: '77 Elm Ave', city: 'Evanston', county: 'Cook', state: 'IL', zipCode: '60201' },
  { streetLine1: '9 Pine Rd', city: 'Joliet', county: 'Will', state: 'IL', zipCode: '60432' },
];

export const BEDROOMS: Attribute = {
  attributeName: 'BedroomCount',
  attributeDisplayName: 'Bedrooms',
  attributeType: 'IntField',
  value: '3',
};

/**
 * A case of the demo company and firm with one lot holding `count` properties (the first primary,
 * each with one main photo and three bedrooms).
 */
export function lotWithProperties(
  count: number,
  lotStatus: LotStatus = 'Draft',
  caseOver: Partial<Case> = {},
): { kase: Case; lot: Lot; props: Property[] } {
  const kase = makeCase({ companyId: hostId(), clientId: firmId(), status: 'New', ...caseOver });
  const lot = makeLot({ caseId: kase.id, status: lotStatus, lotNumber: 1 });
  const props = Array.from({ length: count }, (_, i) =>
    makeProperty({
      lotId: lot.id,
      isPrimary: i === 0,
      address: { ...ADDRESSES[i % ADDRESSES.length] },
      images: [makeImage({ description: `Front of ${i + 1}`, url: `/sim-img/house-1-1.svg` })],
      attributes: [{ ...BEDROOMS }],
    }),
  );
  return { kase, lot, props };
}

export const pathOf = (kase: Case, lot: Lot, id: number | 'new') =>
  `/cases/${kase.id}/lots/${lot.id}/properties/${id}`;

/** Opens a property page and waits for its heading. */
export async function openProperty(kase: Case, lot: Lot, id: number | 'new') {
  const view = renderApp(pathOf(kase, lot, id));
  await screen.findByRole(
    'heading',
    { level: 1, name: new RegExp(id === 'new' ? '^New Property' : `^Property #${id}`) },
    FIRST,
  );
  return view;
}

export const propertyById = (id: number) => db.properties.find((p) => p.id === id);

/** Enters text in one go (typing key by key is slow on a busy machine). */
export const enter = (input: HTMLElement, text: string) =>
  fireEvent.change(input, { target: { value: text } });

/** Picks an option of an antd Select by its label, narrowing long lists by typing first. */
export async function pick(label: string, option: string | RegExp, search?: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  if (search) fireEvent.change(input, { target: { value: search } });
  await clickOption(option);
}

/** Clicks an option of the open select or suggestion list (closed lists stay in the page). */
export async function clickOption(option: string | RegExp) {
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')]
      .filter((o) => !o.closest('.ant-select-dropdown-hidden'))
      .findLast((o) =>
        typeof option === 'string' ? o.textContent === option : option.test(o.textContent!),
      );
    if (!found) throw new Error(`no option ${String(option)}`);
    return found;
  });
  fireEvent.click(item);
}
