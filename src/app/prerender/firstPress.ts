/**
 * The presses on a prerendered page until the application has taken it over. Before its code has
 * arrived the page's buttons and tabs do nothing; while React adopts the page, a press would reach
 * a form not yet told what the visitor typed into it (it would refuse the form as empty, and the
 * typed values would then clear the refusal: nothing sent, nothing said). So every press on a
 * control is held back until the page is the application's, and the first is kept and made again
 * then (links are plain links and work on their own); a form is never sent by the browser itself
 * meanwhile (Enter in a field presses its submit button, which is held back too).
 */

/** The controls whose press is kept. */
const PRESSABLE = 'button, [role="button"], [role="tab"]';

export interface FirstPress {
  /** Stops holding presses back (the page's elements are replaced: none is made again). */
  stop(): void;
  /** The control pressed, if any. */
  control(): HTMLElement | null;
  /** Stops holding presses back; presses the kept control again if it is on the page and enabled. */
  replay(): void;
}

/**
 * Holds back the presses on controls inside `within` (the page), keeping the
 * first: caught on the document before they reach the page (React listens at its root).
 */
export function keepFirstPress(doc: Document, within: (el: Element) => boolean): FirstPress {
  let kept: HTMLElement | null = null;
  let keeping = true;
  const onClick = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.(PRESSABLE);
    if (!keeping || !(control instanceof HTMLElement) || !within(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    kept ??= control;
  };
  const onSubmit = (event: Event) => {
    if (!keeping || !within(event.target as Element)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = (event as SubmitEvent).submitter;
    if (submitter instanceof HTMLElement) kept ??= submitter;
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
