/**
 * spec 01 §4 two-factor: setup shows a QR code of the otpauth:// URI (any authenticator app scans
 * it) and the secret; a code from the app activates it; backup codes are shown once; regenerate
 * replaces them.
 */
import { otpCodeBodySchema } from '@sl/api-contract/schemas/account';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { fieldRule } from '#/lib/form-errors.ts';
import type { CurrentUser } from '#/lib/session.ts';
import { useActivateTwoFactor, useRegenerateBackupCodes, useSetupTwoFactor } from '../api/two-factor.ts';
import { readTwoFactorError } from '../utils/read-two-factor-error.ts';
import { BackupCodes } from './backup-codes.tsx';

function useQrCode(text: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let active = true;
    void QRCode.toDataURL(text, { margin: 1, width: 200 }).then((data) => {
      if (active) setUrl(data);
    });
    return () => {
      active = false;
    };
  }, [text]);
  return text ? url : null;
}

const validateOtpCode = fieldRule(otpCodeBodySchema.shape.otp_code);

export function TwoFactorSection({ user }: { user: CurrentUser }) {
  const enabled = user.preferences.security.twoFactorAuthorization.otpEnabled;
  const setup = useSetupTwoFactor();
  const activate = useActivateTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const qr = useQrCode(setup.data?.otpauthUrl);
  const codes = activate.data?.backupCodes ?? regenerate.data?.backupCodes;

  function handleActivate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    activate.mutate(String(new FormData(event.currentTarget).get('otpCode') ?? '').trim());
  }

  function handleRegenerate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    regenerate.mutate(String(new FormData(event.currentTarget).get('currentOtpCode') ?? '').trim());
  }

  return (
    <section className="card" aria-labelledby="two-factor">
      <h2 id="two-factor" className="card__title">
        Two-factor authentication
      </h2>
      <p className="form__status">
        {enabled ? 'Two-factor authentication is on.' : 'Two-factor authentication is off.'}
      </p>
      {codes && <BackupCodes codes={codes} />}
      {enabled ? (
        <Form onSubmit={handleRegenerate} aria-label="Regenerate backup codes">
          {regenerate.isError && (
            <div className="form__alert" role="alert">
              {readTwoFactorError(regenerate.error).join(' ')}
            </div>
          )}
          <TextField
            name="currentOtpCode"
            label="Current authentication code"
            description="A code from your authenticator app, or a backup code."
            autoComplete="one-time-code"
            isRequired
          />
          <Button type="submit" variant="secondary" isPending={regenerate.isPending}>
            Regenerate backup codes
          </Button>
        </Form>
      ) : setup.data ? (
        <div className="two-factor-setup">
          <ol className="two-factor-setup__steps">
            <li>Scan this QR code with your authenticator app, or type the key in by hand.</li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          {qr && (
            <img
              className="two-factor-setup__qr"
              src={qr}
              width={200}
              height={200}
              alt="QR code for your authenticator app"
            />
          )}
          <p>
            Key: <code className="two-factor-setup__secret">{setup.data.secret}</code>
          </p>
          <Form onSubmit={handleActivate} aria-label="Activate two-factor authentication">
            {activate.isError && <FormAlert messages={readTwoFactorError(activate.error)} />}
            <TextField
              name="otpCode"
              label="Authentication code"
              autoComplete="one-time-code"
              isRequired
              validate={validateOtpCode}
            />
            <Button type="submit" isPending={activate.isPending}>
              Activate
            </Button>
          </Form>
        </div>
      ) : (
        <div className="card__actions">
          {setup.isError && (
            <p role="alert" className="field__error">
              {readTwoFactorError(setup.error).join(' ')}
            </p>
          )}
          <Button isPending={setup.isPending} onPress={() => setup.mutate()}>
            Set up two-factor authentication
          </Button>
        </div>
      )}
    </section>
  );
}
