/**
 * Puts text into a field as a person pasting it would: one input event instead of one per key, so
 * a form test stays quick on a loaded machine. What a field does per key (a mask, a counter) is
 * tested with `user.type` where it matters.
 */
import type { UserEvent } from '@testing-library/user-event';

export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
