import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { afterSignInPath, REDIRECT_FROM } from '#/config/paths.ts';
import { LoginForm } from '#/features/auth/components/login-form.tsx';

export default function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <>
      <h1 className="auth-layout__heading">Login</h1>
      {searchParams.get('reset') === 'done' && (
        <FormAlert tone="success" messages={['Your password has been changed. Log in with the new one.']} />
      )}
      <LoginForm
        onSignedIn={() => void navigate(afterSignInPath(searchParams.get(REDIRECT_FROM)), { replace: true })}
      />
    </>
  );
}
