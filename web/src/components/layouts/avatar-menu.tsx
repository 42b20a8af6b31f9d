/**
 * spec 01 §2 avatar menu: a button showing the user's initials that opens the entries of
 * buildAvatarMenu. Legacy entries leave the app with a full page load; the caller supplies the
 * two entries that need the server (restore admin, the Custom Topics account event).
 */
import { Avatar } from '#/components/ui/avatar.tsx';
import { PlainButton } from '#/components/ui/button.tsx';
import { MenuButton, MenuItem } from '#/components/ui/menu.tsx';
import { legacyUrl } from '#/config/legacy-app.ts';
import type { MenuEntry } from './menus/build-avatar-menu.ts';

export interface AvatarMenuProps {
  name: string;
  imageUrl?: string | null;
  entries: MenuEntry[];
  onRestoreAdmin: () => void;
  /** spec 02 §2: 'Templates' opens the reply-templates modal, which the caller renders. */
  onOpenTemplates: () => void;
  /** spec 01 §2 Custom Topics: the account event is recorded before the page is left. */
  recordAccountEvent: (entry: MenuEntry) => Promise<unknown>;
}

export function AvatarMenu({
  name,
  imageUrl,
  entries,
  onRestoreAdmin,
  onOpenTemplates,
  recordAccountEvent,
}: AvatarMenuProps) {
  function act(entry: MenuEntry) {
    const { target } = entry;
    if (target.kind === 'restore-admin') return onRestoreAdmin();
    if (target.kind === 'templates') return onOpenTemplates();
    if (target.kind !== 'legacy') return;
    const leave = () => window.location.assign(legacyUrl(target.page));
    if (entry.recordsAccountEvent) void recordAccountEvent(entry).finally(leave);
    else leave();
  }
  return (
    <MenuButton
      aria-label="Account"
      items={entries}
      onAction={(key) => {
        const entry = entries.find((e) => e.id === key);
        if (entry) act(entry);
      }}
      trigger={
        <PlainButton className="avatar-button" aria-label={`Account menu for ${name}`}>
          <Avatar name={name} imageUrl={imageUrl} />
        </PlainButton>
      }
    >
      {(entry) => (
        <MenuItem id={entry.id} href={entry.target.kind === 'route' ? entry.target.href : undefined}>
          {entry.label}
        </MenuItem>
      )}
    </MenuButton>
  );
}
