import { ForgotPasswordForm } from '#/features/auth/components/forgot-password-form.tsx';

export default function ForgetPasswordRoute() {
  return <ForgotPasswordForm />;
}
