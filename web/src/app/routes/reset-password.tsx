import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { showToast } from '#/components/ui/toast.tsx';
import { paths } from '#/config/paths.ts';
import { ResetPasswordForm } from '#/features/auth/components/reset-password-form.tsx';

/** `/reset-password/{token}` (spec 01 §2) or the e-mailed `/reset-password?token=…`. */
export default function ResetPasswordRoute() {
  const { token: pathToken } = useParams();
  const [searchParams] = useSearchParams();
  const token = pathToken ?? searchParams.get('token') ?? '';
  const navigate = useNavigate();
  return (
    <ResetPasswordForm
      key={token}
      token={token}
      onSignedIn={() => {
        showToast('Your password has been changed.', 'success');
        void navigate(paths.dashboard, { replace: true });
      }}
      onSignInNeeded={() => void navigate(`${paths.login}?reset=done`, { replace: true })}
    />
  );
}
