/**
 * What a visitor typed or ticked on a prerendered page before the application took it over: the
 * fields are the same elements once React has adopted them, but React took their values as it
 * found them and told no form. Each field that differs from its markup is changed again the way
 * the user's input changes it, so the form's own state gets it.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

/** A field's value as the visitor left it: text, or a box's tick. */
export type TypedValue = { el: Field; typed: string } | { el: HTMLInputElement; checked: boolean };

const isChoice = (el: Field): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** The element's own property setter (React's value tracking sits on the element itself). */
const nativeSetter = (el: Field, property: 'value' | 'checked') =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), property)?.set;

/** What a field holds that its markup did not, if anything. */
export function typedValueOf(el: Field): TypedValue | undefined {
  if (isChoice(el))
    // A radio group hears of the choice made; the one it replaced follows.
    return el.checked === el.defaultChecked || (el.type === 'radio' && !el.checked)
      ? undefined
      : { el, checked: el.checked };
  const skipped = el.type === 'hidden' || el.type === 'file' || el.value === el.defaultValue;
  return skipped ? undefined : { el, typed: el.value };
}

/** The fields of `root` that hold what their markup did not. */
export const typedValuesIn = (root: ParentNode): TypedValue[] =>
  Array.from(root.querySelectorAll<Field>('input, textarea')).flatMap(
    (el) => typedValueOf(el) ?? [],
  );

/**
 * Tells each field's form what it holds: a text field by an input event with the value React last
 * saw set back first, a choice by a click event (as React hears a tick). The values are given
 * (read before): the render that follows one field's event sets the others back to the values
 * React has for them.
 */
export function announceTypedValues(values: readonly TypedValue[]): void {
  for (const value of values) {
    if ('checked' in value) {
      const { el } = value;
      // React's record of the box becomes what the markup had, the box what the user left it.
      el.checked = el.defaultChecked;
      nativeSetter(el, 'checked')?.call(el, value.checked);
      el.dispatchEvent(new Event('click', { bubbles: true }));
    } else {
      const { el } = value;
      el.value = el.defaultValue;
      nativeSetter(el, 'value')?.call(el, value.typed);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/** Announces what the fields of `root` hold now. */
export const adoptTypedValues = (root: ParentNode) => announceTypedValues(typedValuesIn(root));
