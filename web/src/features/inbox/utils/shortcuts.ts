/** The inbox's keyboard shortcuts (issue 12 "keyboard first"): one table for the handler and the `?` list. */
export type ShortcutAction =
  | 'next'
  | 'previous'
  | 'assign'
  | 'labels'
  | 'state'
  | 'translate'
  | 'reply'
  | 'resolve'
  | 'help';

export const SHORTCUTS: readonly { key: string; action: ShortcutAction; description: string }[] = [
  { key: 'j', action: 'next', description: 'Next post' },
  { key: 'k', action: 'previous', description: 'Previous post' },
  { key: 'a', action: 'assign', description: 'Assign' },
  { key: 'l', action: 'labels', description: 'Labels' },
  { key: 's', action: 'state', description: 'State' },
  { key: 't', action: 'translate', description: 'Translate or see original' },
  { key: 'r', action: 'reply', description: 'Reply' },
  { key: 'e', action: 'resolve', description: 'Resolve and go to the next post' },
  { key: '?', action: 'help', description: 'Show these shortcuts' },
];

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** Shortcuts pause while a text field has focus, and never take a key combined with Ctrl, Cmd or Alt. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  const tag = el.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (el as HTMLInputElement).type;
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
  }
  // An open dialog or menu owns the keyboard.
  return el.closest('[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]') !== null;
}

export function shortcutOf(e: KeyLike): ShortcutAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return null;
  return SHORTCUTS.find((s) => s.key === e.key.toLowerCase() || s.key === e.key)?.action ?? null;
}

/** J and K move within the list; at either end they stay put. */
export function step(ids: readonly number[], current: number | null, by: 1 | -1): number | null {
  if (ids.length === 0) return null;
  const at = current === null ? -1 : ids.indexOf(current);
  if (at === -1) return ids[0] ?? null;
  return ids[Math.min(ids.length - 1, Math.max(0, at + by))] ?? null;
}
