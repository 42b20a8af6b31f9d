import { useNavigate, useSearchParams } from 'react-router-dom';
import { afterSignInPath, REDIRECT_FROM } from '#/config/paths.ts';
import { LoginForm } from '#/features/auth/components/login-form.tsx';

export default function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <LoginForm
      onSignedIn={() => void navigate(afterSignInPath(searchParams.get(REDIRECT_FROM)), { replace: true })}
    />
  );
}
