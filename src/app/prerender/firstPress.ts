/**
 * The first press on a prerendered page before the application has taken it over: its buttons
 * and tabs do nothing until then (links are plain links and work on their own), so the press is
 * kept and made again once the page is the application's, and a form is never sent by the
 * browser itself meanwhile (Enter in a field presses its submit button instead). Once the
 * application starts hydrating, React replays what comes later itself.
 */

/** The controls whose press is kept. */
const PRESSABLE = 'button, [role="button"], [role="tab"]';

export interface FirstPress {
  /** Stops keeping presses (React replays those made while it hydrates). */
  stop(): void;
  /** The control pressed, if any. */
  control(): HTMLElement | null;
  /** Presses the kept control again, if it is still on the page and enabled; once. */
  replay(): void;
}

/** Keeps the first press on a control inside `within` (the page and its prompt). */
export function keepFirstPress(doc: Document, within: (el: Element) => boolean): FirstPress {
  let kept: HTMLElement | null = null;
  let keeping = true;
  const onClick = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.(PRESSABLE);
    if (!keeping || kept || !(control instanceof HTMLElement) || !within(control)) return;
    kept = control;
  };
  const onSubmit = (event: Event) => {
    if (!keeping || !within(event.target as Element)) return;
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter;
    if (!kept && submitter instanceof HTMLElement) kept = submitter;
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  const stop = () => {
    keeping = false;
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
  };
  return {
    stop,
    control: () => kept,
    replay() {
      stop();
      const control = kept;
      kept = null;
      if (control?.isConnected && !control.hasAttribute('disabled')) control.click();
    },
  };
}
