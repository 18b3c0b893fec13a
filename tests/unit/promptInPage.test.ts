// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MobileAppPrompt } from '../../src/app/shell/MobileAppPrompt';
import { BROWSER_CHOICE_KEY, offersMobileApp } from '../../src/lib/appPromptChoice';

/** A prerendered page's prompt, due, and a fresh copy of the module (its state is the page's). */
async function pageWithPrompt() {
  vi.resetModules();
  sessionStorage.clear();
  document.documentElement.setAttribute('data-app-prompt', '');
  document.body.innerHTML = `<div id="root"></div><div id="app-prompt-root">${renderToString(
    createElement(MobileAppPrompt, { userAgent: 'Android' }),
  )}</div>`;
  const prompt = document.getElementById('app-prompt-root')!;
  const module = await import('../../src/app/prerender/promptInPage');
  module.answerPromptInPage(document, prompt);
  const button = () =>
    [...prompt.querySelectorAll('button')].find((b) => b.textContent === 'Continue in browser')!;
  return { prompt, button, ...module };
}

describe('the app prompt of a prerendered page, before the application has started', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('Continue in browser is remembered at once, and the prompt fades out over 1 s and goes', async () => {
    const { prompt, button } = await pageWithPrompt();
    const reachedThePage = vi.fn();
    document.getElementById('root')!.parentElement!.addEventListener('click', reachedThePage);
    button().click();
    expect(sessionStorage.getItem(BROWSER_CHOICE_KEY)).toBe('1');
    expect(offersMobileApp('Android')).toBe(false);
    expect(button().disabled).toBe(true);
    expect((prompt.firstElementChild as HTMLElement).style.opacity).toBe('0');
    expect(reachedThePage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(prompt.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(prompt.isConnected).toBe(false);
    expect(document.documentElement.hasAttribute('data-app-prompt')).toBe(false);
  });

  it('tells the application starting meanwhile that the prompt is closing, so it leaves it be', async () => {
    const { prompt, button, claimPrompt } = await pageWithPrompt();
    button().click();
    expect(claimPrompt(document, prompt)).toBe('closing');
    vi.advanceTimersByTime(1000);
    expect(prompt.isConnected).toBe(false);
  });

  it('hands a prompt still open to the application, whose then the presses are', async () => {
    const { prompt, button, claimPrompt } = await pageWithPrompt();
    expect(claimPrompt(document, prompt)).toBe('open');
    button().click();
    expect(sessionStorage.getItem(BROWSER_CHOICE_KEY)).toBeNull();
    expect(button().disabled).toBe(false);
    expect((prompt.firstElementChild as HTMLElement).style.opacity).not.toBe('0');
  });

  it('leaves the prompt’s other presses alone, and says none once it is not due', async () => {
    const { prompt, claimPrompt } = await pageWithPrompt();
    (prompt.querySelector('h2') as HTMLElement).click();
    expect(sessionStorage.getItem(BROWSER_CHOICE_KEY)).toBeNull();
    document.documentElement.removeAttribute('data-app-prompt');
    expect(claimPrompt(document, prompt)).toBe('none');
  });
});
