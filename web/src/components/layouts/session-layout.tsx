/** spec 01 §2: pages open to everyone (Page not found) use the Default layout when signed in, Auth otherwise. */
import { useCurrentUser } from '#/lib/session.ts';
import { AuthLayout } from './auth-layout.tsx';
import { DefaultLayout } from './default-layout.tsx';

export function SessionLayout() {
  const user = useCurrentUser();
  return user ? <DefaultLayout /> : <AuthLayout />;
}
