/**
 * Changing the password of a signed-in user goes through the reset link (spec 01 §7 lists no other
 * password call): the link is sent to the account's own e-mail and sets the password with the
 * spec 01 §5 rules.
 */
import { Button } from '#/components/ui/button.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';

export function ChangePasswordSection({ email }: { email: string }) {
  const request = useRequestPasswordReset();
  return (
    <section className="card" aria-labelledby="change-password">
      <h2 id="change-password" className="card__title">
        Password
      </h2>
      <p className="form__intro">
        We send a link to {email}; it opens a page where you choose the new password.
      </p>
      {request.isSuccess && <FormAlert tone="success" messages={[`The link is on its way to ${email}.`]} />}
      {request.isError && <FormAlert messages={readFormError(request.error)} />}
      <div className="card__actions">
        <Button variant="secondary" isPending={request.isPending} onPress={() => request.mutate(email)}>
          Change password
        </Button>
      </div>
    </section>
  );
}
