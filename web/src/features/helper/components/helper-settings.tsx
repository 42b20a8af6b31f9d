/**
 * The helper tab's default settings of the user (spec 01 §7 PUT
 * accounts/preferences/ui/tabs/helper/default_settings; the payload is our choice: language,
 * tone, answer length). Saved settings are the account's, so they follow the user everywhere.
 */

import { LANGUAGES } from '@sl/api-contract/lookups';
import { HELPER_ANSWER_LENGTHS, HELPER_TONES } from '@sl/api-contract/schemas/account';
import { type FormEvent, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { Select } from '#/components/ui/select.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import type { CurrentUser } from '#/lib/session.ts';
import { type HelperSettings, useSaveHelperSettings } from '../api/helper.ts';

const AUTO = 'auto';
const TONE_NAMES = { neutral: 'Neutral', friendly: 'Friendly', formal: 'Formal' } as const;
const LENGTH_NAMES = { short: 'Short', medium: 'Medium', long: 'Long' } as const;
const LANGUAGE_OPTIONS = [
  { value: AUTO, label: 'The language of the question' },
  ...LANGUAGES.map((l) => ({ value: l.code, label: l.name })),
];

export function HelperSettingsForm({ user }: { user: CurrentUser }) {
  const saved = user.preferences.ui.helperDefaultSettings;
  const save = useSaveHelperSettings();
  const [language, setLanguage] = useState(saved.language ?? AUTO);
  const [tone, setTone] = useState<HelperSettings['tone']>(saved.tone);
  const [length, setLength] = useState<HelperSettings['answerLength']>(saved.answerLength);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(
      { language: language === AUTO ? null : language, tone, answerLength: length },
      {
        onSuccess: () => showToast('Helper settings saved.', 'success'),
        onError: (error) => showToast(readFormError(error).join(' ')),
      },
    );
  }

  return (
    <Form onSubmit={handleSubmit} className="card helper-settings" aria-label="Helper settings">
      <h2 className="card__title">Your helper settings</h2>
      <Select label="Answer in" options={LANGUAGE_OPTIONS} value={language} onChange={setLanguage} />
      <Select
        label="Tone"
        options={HELPER_TONES.map((v) => ({ value: v, label: TONE_NAMES[v] }))}
        value={tone}
        onChange={setTone}
      />
      <Select
        label="Answer length"
        options={HELPER_ANSWER_LENGTHS.map((v) => ({ value: v, label: LENGTH_NAMES[v] }))}
        value={length}
        onChange={setLength}
      />
      <div className="card__actions">
        <Button type="submit" isPending={save.isPending}>
          Save settings
        </Button>
      </div>
    </Form>
  );
}
