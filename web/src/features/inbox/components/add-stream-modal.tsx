/**
 * spec 02 §2 the sidebar's add option: a modal creating a stream of the group's network with the
 * fields of spec 02 §3 that network uses (search, match and ignore phrases; hashtags; subreddits),
 * judged by the contract's schema ('Please enter an inbox name.', spec 01 §5).
 */
import { streamBodySchema } from '@sl/api-contract/schemas/configuration';
import { useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { type FieldErrors, fieldErrors } from '#/lib/form-errors.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import { type StreamInput, useCreateStream } from '../api/inbox.ts';
import type { SidebarGroup } from '../utils/sidebar-groups.ts';

const splitList = (v: string) =>
  v
    .split(',')
    .map((x) => x.trim().replace(/^[#@]|^r\//, ''))
    .filter(Boolean);

/** spec 02 §3: which fields a group's streams carry. */
export function fieldsFor(group: SidebarGroup['id']) {
  return {
    phrases: group !== 'labels',
    hashtags: group === 'instagram' || group === 'twitter' || group === 'tiktok',
    subreddits: group === 'reddit',
  };
}

export function AddStreamModal({ group, onClose }: { group: SidebarGroup; onClose: () => void }) {
  const create = useCreateStream();
  const [f, setF] = useState({
    name: '',
    searchPhrase: '',
    matchPhrase: '',
    ignorePhrase: '',
    hashtags: '',
    subreddits: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const show = fieldsFor(group.id);
  const set = (k: keyof typeof f) => (v: string) => setF((x) => ({ ...x, [k]: v }));

  const body = (): StreamInput => ({
    name: f.name,
    socialType: (group.networks[0] ?? null) as StreamInput['socialType'],
    streamType: group.id === 'custom' ? 'inbox' : group.id === 'reddit' ? 'subreddit' : 'stream',
    searchPhrase: f.searchPhrase.trim() || null,
    matchPhrase: f.matchPhrase.trim() || null,
    ignorePhrase: f.ignorePhrase.trim() || null,
    hashtags: show.hashtags ? splitList(f.hashtags) : [],
    subreddits: show.subreddits ? splitList(f.subreddits) : [],
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
        {show.phrases && (
          <>
            <TextField
              name="searchPhrase"
              label="Search phrase"
              value={f.searchPhrase}
              onChange={set('searchPhrase')}
            />
            <TextField
              name="matchPhrase"
              label="Match phrase"
              value={f.matchPhrase}
              onChange={set('matchPhrase')}
            />
            <TextField
              name="ignorePhrase"
              label="Ignore phrase"
              value={f.ignorePhrase}
              onChange={set('ignorePhrase')}
            />
          </>
        )}
        {show.hashtags && (
          <TextField
            name="hashtags"
            label="Hashtags"
            description="Separated by commas."
            value={f.hashtags}
            onChange={set('hashtags')}
          />
        )}
        {show.subreddits && (
          <TextField
            name="subreddits"
            label="Subreddits"
            description="Separated by commas."
            value={f.subreddits}
            onChange={set('subreddits')}
          />
        )}
      </Form>
    </Modal>
  );
}
