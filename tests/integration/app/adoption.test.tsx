import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFirstPress } from '../../../src/app/prerender/firstPress';
import { adoptTypedValues } from '../../../src/app/prerender/typedValues';

/** A controlled form as the app's are: React's state is the only value it sends. */
function SignUpForm({ onSend }: { onSend(values: object): void }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [tab, setTab] = useState('one');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSend({ name, note, agreed, tab });
      }}
    >
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <input
        type="checkbox"
        aria-label="Agree"
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
      />
      <div role="tab" aria-selected={tab === 'two'} onClick={() => setTab('two')}>
        Two
      </div>
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The form prerendered into the page, as a visitor finds it before the app has loaded. */
function prerendered(onSend: (values: object) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignUpForm onSend={onSend} />);
  document.body.append(container);
  const get = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
  return {
    container,
    name: get<HTMLInputElement>('input[aria-label="Name"]'),
    note: get<HTMLTextAreaElement>('textarea'),
    agree: get<HTMLInputElement>('input[type="checkbox"]'),
    tab: get<HTMLElement>('[role="tab"]'),
    send: get<HTMLButtonElement>('button'),
    hydrate: async () => {
      await act(async () => {
        root = hydrateRoot(container, <SignUpForm onSend={onSend} />);
      });
    },
  };
}

describe('a prerendered form the app adopts', () => {
  it('sends what was typed and ticked before the app loaded, with the press made then', async () => {
    const onSend = vi.fn();
    const page = prerendered(onSend);
    const press = keepFirstPress(document, (el) => page.container.contains(el));
    // Typed, ticked and pressed before the app's code has arrived.
    page.name.value = 'Ann Lee';
    page.note.value = 'Call after 5';
    page.agree.checked = true;
    const submitted = new Event('submit', { cancelable: true, bubbles: true });
    page.send.click();
    page.send.form!.dispatchEvent(submitted);
    // The browser does not send the form itself.
    expect(submitted.defaultPrevented).toBe(true);

    await page.hydrate();
    // The same elements, values as the visitor left them; React's state still empty.
    expect(page.container.querySelector('input')).toBe(page.name);
    expect(page.name.value).toBe('Ann Lee');

    // As the app does: the fields first, the press once React has rendered what they told it.
    await act(async () => adoptTypedValues(page.container));
    await act(async () => press.replay());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({
      name: 'Ann Lee',
      note: 'Call after 5',
      agreed: true,
      tab: 'one',
    });
    expect(page.agree.checked).toBe(true);
  });

  it('leaves a field as its markup had it alone, and a box ticked and cleared again', async () => {
    const onSend = vi.fn();
    const page = prerendered(onSend);
    page.agree.checked = true;
    page.agree.checked = false;
    await page.hydrate();
    const changes = vi.fn();
    page.container.addEventListener('input', changes);
    page.container.addEventListener('click', changes);
    adoptTypedValues(page.container);
    expect(changes).not.toHaveBeenCalled();
  });

  it('makes the first press on a tab again, once, and holds back the rest until then', async () => {
    const onSend = vi.fn();
    const page = prerendered(onSend);
    const press = keepFirstPress(document, (el) => page.container.contains(el));
    page.tab.click();
    page.send.click();
    await page.hydrate();
    // React's now, but the page not adopted yet: held back, not kept.
    await act(async () => page.send.click());
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => press.replay());
    expect(page.tab).toHaveAttribute('aria-selected', 'true');
    await act(async () => press.replay());
    await act(async () => page.send.click());
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ tab: 'two' }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('sends what was typed when the press comes as React takes the page, before its form knows', async () => {
    const onSend = vi.fn();
    const page = prerendered(onSend);
    const press = keepFirstPress(document, (el) => page.container.contains(el));
    page.name.value = 'Ann Lee';
    await page.hydrate();
    // The button is React's; its form still holds nothing (it would send an empty name).
    await act(async () => page.send.click());
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => adoptTypedValues(page.container));
    await act(async () => press.replay());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ann Lee' }));
  });

  it('keeps no press outside the page, and none on a control that is gone or disabled', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const onSend = vi.fn();
    const page = prerendered(onSend);
    const press = keepFirstPress(document, (el) => page.container.contains(el));
    outside.click();
    page.send.click();
    page.send.disabled = true;
    await page.hydrate();
    await act(async () => press.replay());
    expect(onSend).not.toHaveBeenCalled();
  });
});
