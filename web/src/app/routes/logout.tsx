import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#/config/paths.ts';
import { signOut } from '#/features/auth/api/sign-out.ts';

/** spec 01 §2, §7: sign out on the server and on the host, then go to /login. */
export default function LogoutRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void signOut().then(() => {
      if (active) void navigate(paths.login, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return <p className="loader-layout__message">Signing out…</p>;
}
