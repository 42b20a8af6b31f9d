import { useNavigate, useSearchParams } from 'react-router-dom';
import { afterSignInPath, REDIRECT_FROM } from '#/config/paths.ts';
import { LoginForm } from '#/features/auth/components/login-form.tsx';

export default function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <>
      {searchParams.get('reset') === 'done' && (
        <p className="form__alert form__alert--success" role="status">
          Your password has been changed. Log in with the new one.
        </p>
      )}
      <LoginForm
        onSignedIn={() => void navigate(afterSignInPath(searchParams.get(REDIRECT_FROM)), { replace: true })}
      />
    </>
  );
}
