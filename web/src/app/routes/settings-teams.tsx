import { TeamsScreen } from '#/features/teams/components/teams-screen.tsx';
import { useUser } from '#/lib/session.ts';

/** spec 01 §2 /settings/teams. */
export default function SettingsTeamsRoute() {
  const user = useUser();
  return user ? <TeamsScreen me={user} /> : null;
}
