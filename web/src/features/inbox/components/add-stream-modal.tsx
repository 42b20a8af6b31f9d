/**
 * spec 02 §2 the sidebar's add option: a modal creating a stream of the group's network with the
 * fields of spec 02 §3 that network uses (utils/stream-fields.ts), judged by the contract's
 * schema, so the form and the server refuse the same streams with the same words (spec 01 §5).
 */
import { NETWORKS } from '@sl/api-contract/schemas/common';
import { streamBodySchema } from '@sl/api-contract/schemas/configuration';
import { useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { Select } from '#/components/ui/select.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { type FieldErrors, fieldErrors } from '#/lib/form-errors.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import { type StreamInput, useCreateStream } from '../api/inbox.ts';
import type { SidebarGroup } from '../utils/sidebar-groups.ts';
import { type StreamField, splitList, streamFieldsOf, streamTypeOf } from '../utils/stream-fields.ts';

const NETWORK_NAMES = new Map<string, string>(NETWORKS.map((n) => [n.key, n.name]));

const FIELD_LABELS: Record<StreamField, { label: string; description?: string }> = {
  searchPhrase: { label: 'Search phrase' },
  matchPhrase: { label: 'Match phrase' },
  ignorePhrase: { label: 'Ignore phrase' },
  hashtags: { label: 'Hashtags', description: 'Separated by commas.' },
  subreddits: { label: 'Subreddits', description: 'Separated by commas.' },
  channelUrl: { label: 'Channel URL' },
  rssUrls: { label: 'RSS feed URLs', description: 'Separated by commas.' },
  appId: { label: 'App Store app id', description: 'The number in the app’s App Store address.' },
  packageName: { label: 'Google Play package name', description: 'For example com.acme.app.' },
  businessName: { label: 'Business name' },
};

type Values = Record<'name' | StreamField, string>;
const EMPTY: Values = {
  name: '',
  searchPhrase: '',
  matchPhrase: '',
  ignorePhrase: '',
  hashtags: '',
  subreddits: '',
  channelUrl: '',
  rssUrls: '',
  appId: '',
  packageName: '',
  businessName: '',
};

export function AddStreamModal({ group, onClose }: { group: SidebarGroup; onClose: () => void }) {
  const create = useCreateStream();
  const [f, setF] = useState(EMPTY);
  const [network, setNetwork] = useState(group.networks[0] ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const streamType = streamTypeOf(group.id);
  const fields = streamFieldsOf(group.id, network || null);
  const set = (k: keyof Values) => (v: string) => setF((x) => ({ ...x, [k]: v }));

  // Only the fields on screen are sent: a value typed for another review network is not.
  const shown = (k: StreamField) => fields.includes(k);
  const text = (k: StreamField) => (shown(k) ? f[k].trim() || null : null);
  const list = (k: StreamField, strip = true) => (shown(k) ? splitList(f[k], strip) : []);
  const body = (): StreamInput => ({
    name: f.name,
    socialType: (network || null) as StreamInput['socialType'],
    streamType,
    searchPhrase: text('searchPhrase'),
    matchPhrase: text('matchPhrase'),
    ignorePhrase: text('ignorePhrase'),
    hashtags: list('hashtags'),
    subreddits: list('subreddits'),
    channelUrl: text('channelUrl'),
    rssUrls: list('rssUrls', false),
    appId: text('appId'),
    packageName: text('packageName'),
    businessName: text('businessName'),
  });

  function submit() {
    const b = body();
    const found = fieldErrors(streamBodySchema, {
      name: b.name,
      social_type: b.socialType,
      stream_type: b.streamType,
      search_phrase: b.searchPhrase,
      match_phrase: b.matchPhrase,
      ignore_phrase: b.ignorePhrase,
      hashtags: b.hashtags,
      subreddits: b.subreddits,
      channel_url: b.channelUrl,
      rss_urls: b.rssUrls,
      app_id: b.appId,
      package_name: b.packageName,
      business_name: b.businessName,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(b, {
      onSuccess: (s) => {
        showToast(`'${s.name}' added to ${group.title}.`, 'success');
        onClose();
      },
      onError: (e) => showToast(readFormError(e)[0] ?? 'Something went wrong'),
    });
  }

  return (
    <Modal
      title={`Add to ${group.title}`}
      size="medium"
      isOpen
      onOpenChange={(o) => !o && onClose()}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button onPress={submit} isPending={create.isPending}>
            Add
          </Button>
        </>
      }
    >
      <Form
        validationErrors={errors}
        aria-label={`New ${group.title} stream`}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField name="name" label="Name" value={f.name} onChange={set('name')} autoFocus />
        {group.networks.length > 1 && (
          <Select
            label="Network"
            value={network}
            options={group.networks.map((n) => ({ value: n, label: NETWORK_NAMES.get(n) ?? n }))}
            onChange={(n) => {
              setNetwork(n);
              setErrors({});
            }}
          />
        )}
        {fields.map((k) => (
          <TextField
            key={k}
            name={k}
            label={FIELD_LABELS[k].label}
            description={FIELD_LABELS[k].description}
            value={f[k]}
            onChange={set(k)}
          />
        ))}
      </Form>
    </Modal>
  );
}
