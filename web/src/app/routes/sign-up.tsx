import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '#/components/ui/link.tsx';
import { INVITE_TOKEN, paths } from '#/config/paths.ts';
import { SignUpForm } from '#/features/auth/components/sign-up-form.tsx';

/** spec 01 §2: the heading 'Sign Up' only when tm is present (a new account has no two-factor step). */
export default function SignUpRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get(INVITE_TOKEN);
  if (!token) {
    return (
      <div className="form">
        <p>Accounts are created from an invitation. Ask an admin of your business profile to invite you.</p>
        <Link href={paths.login}>Go to login</Link>
      </div>
    );
  }
  return (
    <>
      <h1 className="auth-layout__heading">Sign Up</h1>
      <SignUpForm token={token} onSignedUp={() => void navigate(paths.dashboard, { replace: true })} />
    </>
  );
}
