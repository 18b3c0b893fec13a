// @vitest-environment jsdom
import {
  dropUnusedFirstView,
  keepBuiltControlsWorking,
} from '../../src/app/firstView/builtControls';
import { APP_PROMPT_ATTR, FIRST_VIEW_ATTR } from '../../src/app/firstView/flags';

/**
 * The page as the build writes it: boot header, the built views (home and terms) and the prompt
 * inside #root; `view` is the one the head script named, if any.
 */
function builtPage({ view = 'home' as string | null, prompt = true } = {}) {
  document.documentElement.removeAttribute(FIRST_VIEW_ATTR);
  document.documentElement.removeAttribute(APP_PROMPT_ATTR);
  if (view) document.documentElement.setAttribute(FIRST_VIEW_ATTR, view);
  if (prompt) document.documentElement.setAttribute(APP_PROMPT_ATTR, '');
  document.body.innerHTML = `<div id="root">
    <div class="boot-header"></div>
    <div class="first-view" data-view="home"><a href="/help-center">Help Center</a>
      <button type="button"><span>Create an Account</span></button></div>
    <div class="first-view" data-view="terms"><h1>Terms &amp; Conditions</h1></div>
    <div class="first-view-prompt" id="first-view-prompt"><div data-testid="app-prompt">
      <a href="bidright://open">Open app</a><button type="button">Continue in browser</button>
    </div></div>
  </div>`;
}

/** What the application renders in place of the first view. */
function appRenders(onCreate: () => void) {
  const root = document.getElementById('root')!;
  root.innerHTML = `<a href="/help-center">Help Center</a>
    <button type="button"><span>Create an Account</span></button>`;
  root.querySelector('button')!.addEventListener('click', onCreate);
}

// One listener set per test file's document: the controls are kept working once.
const remember = vi.fn();
keepBuiltControlsWorking(document, remember);

beforeEach(() => {
  vi.useFakeTimers();
  remember.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('the first view before the application starts', () => {
  it.each([
    [{ view: 'home', prompt: true }, ['home'], true],
    [{ view: 'home', prompt: false }, ['home'], false],
    [{ view: 'terms', prompt: false }, ['terms'], false],
    [{ view: null, prompt: true }, [], true],
    [{ view: null, prompt: false }, [], false],
    [{ view: 'faq', prompt: false }, [], false],
  ])('%o keeps the views %o and the prompt %s', (flags, kept, prompt) => {
    builtPage(flags);
    dropUnusedFirstView(document);
    const views = [...document.querySelectorAll<HTMLElement>('.first-view')];
    expect(views.map((v) => v.dataset.view)).toEqual(kept);
    expect(document.getElementById('first-view-prompt') !== null).toBe(prompt);
    expect(document.querySelector('.boot-header')).not.toBeNull();
  });

  it("'Continue in browser' remembers the choice and fades the built prompt out", () => {
    builtPage();
    const continueButton = screenButton('Continue in browser');
    continueButton.click();
    expect(remember).toHaveBeenCalledTimes(1);
    expect(document.querySelector<HTMLElement>('[data-testid="app-prompt"]')!.style.opacity).toBe(
      '0',
    );
    expect(continueButton.disabled).toBe(true);
    vi.advanceTimersByTime(999);
    expect(document.getElementById('first-view-prompt')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('first-view-prompt')).toBeNull();
    expect(document.documentElement.hasAttribute(APP_PROMPT_ATTR)).toBe(false);
  });

  it('a button pressed on the first view is pressed again in the application, once', () => {
    builtPage({ view: 'home', prompt: false });
    const created = vi.fn();
    screenButton('Create an Account').click();
    vi.advanceTimersByTime(500);
    expect(created).not.toHaveBeenCalled();
    appRenders(created);
    vi.advanceTimersByTime(100);
    expect(created).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(created).toHaveBeenCalledTimes(1);
    expect(remember).not.toHaveBeenCalled();
  });

  it('a built form is never sent by the browser: its submit button is pressed in the application', () => {
    builtPage({ view: 'home', prompt: false });
    const view = document.querySelector('.first-view')!;
    view.insertAdjacentHTML(
      'beforeend',
      '<form><input id="username"><span role="button" aria-label="Show"></span>' +
        '<button type="submit"><span>Sign In</span></button></form>',
    );
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    view.querySelector('form')!.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    // Enter in a field presses the form's submit button; the password's eye is a button too.
    const name = view.querySelector<HTMLInputElement>('#username')!;
    name.value = 'bidder';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    vi.advanceTimersByTime(30);
    view.querySelector<HTMLElement>('[aria-label="Show"]')!.click();
    view.querySelector<HTMLElement>('button[type="submit"]')!.click();

    const root = document.getElementById('root')!;
    vi.advanceTimersByTime(30);
    root.innerHTML =
      '<form><span role="button" aria-label="Show"></span>' +
      '<button type="submit"><span>Sign In</span></button><input id="username"></form>';
    const pressed: string[] = [];
    // The press that sends the form comes after what was typed is in its fields.
    root
      .querySelector('button')!
      .addEventListener('click', () =>
        pressed.push(root.querySelector<HTMLInputElement>('#username')!.value),
      );
    const appSubmit = new Promise<Event>((resolve) =>
      root.querySelector('form')!.addEventListener('submit', (e) => {
        e.preventDefault();
        resolve(e);
      }),
    );
    root.querySelector('[aria-label="Show"]')!.addEventListener('click', () => pressed.push('eye'));
    root.querySelector('button')!.addEventListener('click', () => pressed.push('sign in'));
    vi.advanceTimersByTime(100);
    expect(pressed).toEqual(['eye', 'bidder', 'sign in']);
    // The application's own form is left to the application.
    return appSubmit;
  });

  it('the last focused control gets the focus back, unless the user moved on', () => {
    builtPage({ view: 'home', prompt: false });
    document.querySelector<HTMLElement>('.first-view button')!.focus();
    document.querySelector<HTMLElement>('.first-view a')!.focus();
    appRenders(() => undefined);
    vi.advanceTimersByTime(100);
    expect(document.activeElement?.textContent).toBe('Help Center');
    expect(document.activeElement?.closest('.first-view')).toBeNull();

    builtPage({ view: 'home', prompt: false });
    document.querySelector<HTMLElement>('.first-view a')!.focus();
    appRenders(() => undefined);
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    elsewhere.focus();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(elsewhere);
  });
});

describe('text typed into the first view', () => {
  it('is in the application’s field when it shows, given the way typing gives it', () => {
    builtPage({ view: 'home', prompt: false });
    const view = document.querySelector('.first-view')!;
    view.insertAdjacentHTML(
      'beforeend',
      '<input id="name"><input id="email"><textarea id="message"></textarea>',
    );
    const built = (id: string) => view.querySelector<HTMLInputElement>(`#${id}`)!;
    for (const [id, text] of [
      ['name', 'Pat Doe'],
      ['message', 'When is the next sale?'],
    ]) {
      built(id).value = text;
      built(id).dispatchEvent(new Event('input', { bubbles: true }));
    }
    // Typed on after the first keystroke: the latest text is what is carried.
    built('name').value = 'Pat Doe Jr';
    built('name').dispatchEvent(new Event('input', { bubbles: true }));

    const root = document.getElementById('root')!;
    root.innerHTML =
      '<input id="email"><input id="name"><textarea id="message">typed in the app</textarea>';
    const inputs: string[] = [];
    root.addEventListener('input', (e) => inputs.push((e.target as HTMLInputElement).id));
    vi.advanceTimersByTime(100);
    const app = (id: string) => root.querySelector<HTMLInputElement>(`#${id}`)!;
    expect(app('name').value).toBe('Pat Doe Jr');
    expect(app('email').value).toBe('');
    // What the application's field already holds is kept.
    expect(app('message').value).toBe('typed in the app');
    expect(inputs).toEqual(['name']);
  });
});

function screenButton(name: string) {
  return Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name)!;
}

describe('boxes ticked and choices made on the first view', () => {
  it('are made again on the application’s twins by a click, once each, as they last stood', () => {
    builtPage({ view: 'home', prompt: false });
    const view = document.querySelector('.first-view')!;
    view.insertAdjacentHTML(
      'beforeend',
      `<label><input type="radio" name="role" checked> Bidder</label>
       <label><input type="radio" name="role"> Auctioneer</label>
       <label><input type="checkbox" id="dca"> I agree</label>
       <label><input type="checkbox" id="news"> News</label>`,
    );
    const choose = (el: HTMLInputElement) => {
      el.click();
      return el;
    };
    const [bidder, auctioneer] = view.querySelectorAll<HTMLInputElement>('input[type=radio]');
    choose(auctioneer!);
    choose(bidder!);
    choose(auctioneer!);
    choose(view.querySelector<HTMLInputElement>('#dca')!);
    // Ticked and cleared again: nothing to carry.
    choose(choose(view.querySelector<HTMLInputElement>('#news')!));

    const root = document.getElementById('root')!;
    root.innerHTML = `<label><input type="radio" name="r" checked> Bidder</label>
       <label><input type="radio" name="r"> Auctioneer</label>
       <label><input type="checkbox" id="news"> News</label>
       <label><input type="checkbox" id="dca"> I agree</label>`;
    const clicks: string[] = [];
    root.addEventListener('click', (e) => {
      const input = e.target as HTMLInputElement;
      clicks.push(input.id || input.closest('label')!.textContent!.trim());
    });
    vi.advanceTimersByTime(100);
    const app = (selector: string) => root.querySelector<HTMLInputElement>(selector)!;
    expect(clicks).toEqual(['Auctioneer', 'dca']);
    expect(app('input[type=radio]:checked').closest('label')!.textContent!.trim()).toBe(
      'Auctioneer',
    );
    expect(app('#dca').checked).toBe(true);
    expect(app('#news').checked).toBe(false);
  });
});
