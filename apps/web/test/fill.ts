import userEvent from '@testing-library/user-event';

/**
 * Puts a whole value in a field at once, as a person pasting it: typing key by key costs a
 * render of the whole form per character. Tests of what each keystroke does (masks, live
 * checklists) keep `userEvent.type`.
 */
export async function fill(element: HTMLElement, value: string): Promise<void> {
  await userEvent.clear(element);
  await userEvent.paste(value);
}
