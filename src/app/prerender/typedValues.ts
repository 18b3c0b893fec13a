/**
 * What a visitor typed or ticked on a prerendered page before the application took it over: the
 * fields are the same elements once React has adopted them, but React took their values as it
 * found them and told no form. Each field that differs from its markup is changed again the way
 * the user's input changes it, so the form's own state gets it.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

const isChoice = (el: Field): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** The element's own property setter (React's value tracking sits on the element itself). */
const nativeSetter = (el: Field, property: 'value' | 'checked') =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), property)?.set;

/**
 * Announces each changed field in `root` to its form: a text field by an input event with the
 * value React last saw set back first, a choice by a click event (as React hears a tick).
 */
export function adoptTypedValues(root: ParentNode): void {
  for (const el of Array.from(root.querySelectorAll<Field>('input, textarea'))) {
    if (isChoice(el)) {
      if (el.checked === el.defaultChecked) continue;
      const checked = el.checked;
      // React's record of the box becomes what the markup had, the box stays as the user left it.
      el.checked = !checked;
      nativeSetter(el, 'checked')?.call(el, checked);
      el.dispatchEvent(new Event('click', { bubbles: true }));
    } else if (el.type !== 'hidden' && el.type !== 'file' && el.value !== el.defaultValue) {
      const typed = el.value;
      el.value = el.defaultValue;
      nativeSetter(el, 'value')?.call(el, typed);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
