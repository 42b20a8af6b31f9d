/** spec 01 §3 general settings: url_warning, review_on_reply, direct_email_to_network; each saves on change. */
import { Switch } from '#/components/ui/switch.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import type { CurrentUser } from '#/lib/session.ts';
import { type GeneralPreferences, useUpdateGeneralPreferences } from '../api/update-general-preferences.ts';

const SETTINGS: { key: keyof GeneralPreferences; label: string; description: string }[] = [
  {
    key: 'urlWarning',
    label: 'Warn before opening links',
    description: 'Ask before leaving the app for a link found in a post.',
  },
  {
    key: 'reviewOnReply',
    label: 'Review replies before sending',
    description: 'Show a reply for review before it is posted to the network.',
  },
  {
    key: 'directEmailToNetwork',
    label: 'Send e-mail replies through the network',
    description: 'Replies to e-mail based networks go out directly from the network.',
  },
];

export function PreferencesForm({ user }: { user: CurrentUser }) {
  const update = useUpdateGeneralPreferences();
  const general = user.preferences.general;
  return (
    <section className="card" aria-labelledby="general-settings">
      <h2 id="general-settings" className="card__title">
        General settings
      </h2>
      <div className="settings-list">
        {SETTINGS.map((s) => (
          <Switch
            key={s.key}
            label={s.label}
            description={s.description}
            isSelected={general[s.key as keyof typeof general]}
            isDisabled={update.isPending}
            onChange={(value) =>
              update.mutate(
                { [s.key]: value },
                {
                  // Every write ends in a toast: a switch saves on change, so this is its confirmation.
                  onSuccess: () => showToast(`Saved: ${s.label} is ${value ? 'on' : 'off'}.`, 'success'),
                  onError: (e) => showToast(readFormError(e).join(' ')),
                },
              )
            }
          />
        ))}
      </div>
    </section>
  );
}
