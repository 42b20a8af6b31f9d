/**
 * Create or edit a business profile (spec 01 §7 multipart: name, logo, copied_business_profile_id;
 * our addition time_zone). The name rules and their messages are the server's (spec 01 §5:
 * 'Business profile name …'), shown under the field through readFormError's field errors.
 */
import { ApiError } from '@sl/api-contract/client';
import { LOGO_MAX_BYTES, LOGO_MIME_TYPES } from '@sl/api-contract/schemas/admin';
import { isTimeZone } from '@sl/api-contract/time/zoned-time';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Select } from '#/components/ui/select.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { type BusinessProfile, useSaveBusinessProfile } from '../api/business-profiles.ts';

const NO_COPY = 'none';

export interface BusinessProfileFormProps {
  /** null creates a new profile. */
  profile: BusinessProfile | null;
  profiles: readonly BusinessProfile[];
  onDone: (message: string) => void;
  onCancel: () => void;
}

export function BusinessProfileForm({ profile, profiles, onDone, onCancel }: BusinessProfileFormProps) {
  const save = useSaveBusinessProfile();
  const [name, setName] = useState(profile?.name ?? '');
  const [timeZone, setTimeZone] = useState(profile?.timeZone ?? 'UTC');
  const [copyFrom, setCopyFrom] = useState(NO_COPY);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const logoId = useId();
  const copyOptions = [
    { value: NO_COPY, label: 'Do not copy' },
    ...profiles.filter((p) => p.id !== profile?.id).map((p) => ({ value: String(p.id), label: p.name })),
  ];
  // The server's own words for the name (spec 01 §5 messages already name the field), under it.
  const nameError =
    save.error instanceof ApiError
      ? (save.error.body as { errors?: { name?: string[] } } | null)?.errors?.name?.[0]
      : undefined;

  function pickLogo(file: File | null) {
    setLogo(file);
    // The server's limits, checked before the upload so a wrong file costs no round trip.
    if (file && !(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) {
      setLogoError('The logo must be a PNG, JPEG, GIF, WebP or SVG image.');
    } else if (file && file.size > LOGO_MAX_BYTES) {
      setLogoError('The logo must be 1 MB or smaller.');
    } else setLogoError(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (logoError) return;
    const input = {
      name,
      timeZone: timeZone.trim(),
      copiedBusinessProfileId: copyFrom === NO_COPY ? null : Number(copyFrom),
      logo,
    };
    save.mutate(
      { id: profile?.id ?? null, input },
      { onSuccess: (saved) => onDone(profile ? `'${saved.name}' saved.` : `'${saved.name}' created.`) },
    );
  }

  const heading = profile ? `Edit ${profile.name}` : 'New business profile';
  return (
    <Form
      onSubmit={handleSubmit}
      validationErrors={nameError ? { name: nameError } : {}}
      aria-label={heading}
      className="card admin-form"
    >
      <h2 className="card__title">{heading}</h2>
      {save.isError && !nameError && <FormAlert messages={readFormError(save.error)} />}
      <TextField
        name="name"
        label="Name"
        description="Letters, numbers and spaces."
        value={name}
        onChange={(value) => {
          setName(value);
          // The server's message was about the old name.
          if (nameError) save.reset();
        }}
        autoFocus
      />
      <TextField
        name="timeZone"
        label="Time zone"
        description="An IANA time zone such as Europe/Paris or America/New_York; reports are delivered in it."
        value={timeZone}
        onChange={setTimeZone}
        validate={(value) => (isTimeZone(value.trim()) ? null : 'Enter a time zone such as Europe/Paris.')}
      />
      <div className="field">
        <label className="field__label" htmlFor={logoId}>
          Logo
        </label>
        <input
          id={logoId}
          className="field__input admin-form__file"
          type="file"
          accept={LOGO_MIME_TYPES.join(',')}
          aria-describedby={`${logoId}-hint`}
          aria-invalid={logoError ? true : undefined}
          onChange={(e) => pickLogo(e.currentTarget.files?.[0] ?? null)}
        />
        <span id={`${logoId}-hint`} className={logoError ? 'field__error' : 'field__description'}>
          {logoError ??
            (profile?.logoUrl
              ? 'Leave empty to keep the current logo.'
              : 'PNG, JPEG, GIF, WebP or SVG, up to 1 MB.')}
        </span>
      </div>
      <Select label="Copy configuration from" options={copyOptions} value={copyFrom} onChange={setCopyFrom} />
      <p className="field__description">
        Copying takes the other profile's time zone, logo, teams and single sign-on settings (inactive until
        reviewed).
      </p>
      <div className="card__actions">
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {profile ? 'Save' : 'Create'}
        </Button>
      </div>
    </Form>
  );
}
