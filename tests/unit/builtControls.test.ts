// @vitest-environment jsdom
import {
  dropUnusedFirstView,
  keepBuiltControlsWorking,
} from '../../src/app/firstView/builtControls';
import { APP_PROMPT_ATTR, FIRST_VIEW_ATTR } from '../../src/app/firstView/flags';

/** The page as the build writes it: boot header, first view and prompt inside #root. */
function builtPage({ home = true, prompt = true } = {}) {
  document.documentElement.removeAttribute(FIRST_VIEW_ATTR);
  document.documentElement.removeAttribute(APP_PROMPT_ATTR);
  if (home) document.documentElement.setAttribute(FIRST_VIEW_ATTR, 'home');
  if (prompt) document.documentElement.setAttribute(APP_PROMPT_ATTR, '');
  document.body.innerHTML = `<div id="root">
    <div class="boot-header"></div>
    <div class="first-view"><a href="/help-center">Help Center</a>
      <button type="button"><span>Create an Account</span></button></div>
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
    [{ home: true, prompt: true }, true, true],
    [{ home: true, prompt: false }, true, false],
    [{ home: false, prompt: true }, false, true],
    [{ home: false, prompt: false }, false, false],
  ])('%o keeps the first view %s and the prompt %s', (flags, view, prompt) => {
    builtPage(flags);
    dropUnusedFirstView(document);
    expect(document.querySelector('.first-view') !== null).toBe(view);
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
    builtPage({ prompt: false });
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

  it('the last focused control gets the focus back, unless the user moved on', () => {
    builtPage({ prompt: false });
    document.querySelector<HTMLElement>('.first-view button')!.focus();
    document.querySelector<HTMLElement>('.first-view a')!.focus();
    appRenders(() => undefined);
    vi.advanceTimersByTime(100);
    expect(document.activeElement?.textContent).toBe('Help Center');
    expect(document.activeElement?.closest('.first-view')).toBeNull();

    builtPage({ prompt: false });
    document.querySelector<HTMLElement>('.first-view a')!.focus();
    appRenders(() => undefined);
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    elsewhere.focus();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(elsewhere);
  });
});

function screenButton(name: string) {
  return Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name)!;
}
