import { HelperScreen } from '#/features/helper/components/helper-screen.tsx';
import { useUser } from '#/lib/session.ts';

/** spec 01 §2 /helper: the route's loader sends signed-out visitors to sign in (issue 14). */
export default function HelperRoute() {
  const user = useUser();
  return user ? <HelperScreen user={user} /> : null;
}
