import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '#/config/paths.ts';
import { ResetPasswordForm } from '#/features/auth/components/reset-password-form.tsx';

export default function ResetPasswordRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  return (
    <ResetPasswordForm
      token={token}
      onDone={() => void navigate(`${paths.login}?reset=done`, { replace: true })}
    />
  );
}
