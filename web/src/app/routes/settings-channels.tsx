import { ChannelsScreen } from '#/features/channels/components/channels-screen.tsx';
import { useUser } from '#/lib/session.ts';

/** spec 01 §2 /settings/channels. */
export default function SettingsChannelsRoute() {
  const user = useUser();
  return user ? <ChannelsScreen me={user} /> : null;
}
