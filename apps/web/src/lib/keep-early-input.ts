import { type RefObject, useEffect } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * A server-rendered field can be typed into before the app takes the page over. Hydration leaves
 * the typed text in the field, but the component's state still holds the server's value, and its
 * next render would put that back: the text would vanish. Once the field is hydrated this hands
 * the typed text to the field's onChange, as if it were typed now.
 */
export function useKeepEarlyInput(ref: RefObject<TextField | null>): void {
  useEffect(() => {
    const field = ref.current;
    // React keeps defaultValue equal to the value it rendered; a difference was typed by hand.
    if (!field || field.value === field.defaultValue || field.type === 'checkbox' || field.type === 'radio' || field.type === 'file')
      return;
    const typed = field.value;
    // Through the element's own setter React records the rendered value as the field's last one…
    field.value = field.defaultValue;
    // …then the prototype's setter puts the typed text back without React noticing, so the input
    // event below reads as a change and reaches onChange.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, [ref]);
}
