/**
 * spec 01 §7 "Shared links", spec 01 §3: share the dashboard on screen by link — its title, the
 * widgets, the contexts and the time, and whether the link opens without signing in
 * (`non_logged_in_access`) — then copy, edit or delete the links of the business profile.
 */

import type { Camelize } from '@sl/api-contract/client/case';
import type { WidgetId } from '@sl/api-contract/schemas/common';
import { type SharedLinkWire, sharedLinkBodySchema } from '@sl/api-contract/schemas/shared-links';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  ConfirmedDelete,
  ListEditorFormActions,
  ListEditorModal,
} from '#/components/list-editor/list-editor-modal.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { MultiSelect } from '#/components/ui/multi-select.tsx';
import { Switch } from '#/components/ui/switch.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { BASENAME, SHARED_LINK_CODE } from '#/config/paths.ts';
import { fieldRule } from '#/lib/form-errors.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import '../shared-links.css';
import { formatCountOf } from '#/utils/format-bucket-label.ts';
import { sharedLinksQueryOptions, useDeleteSharedLink, useSaveSharedLink } from '../api/shared-links.ts';
import type { LinkConfig } from '../utils/shared-link-config.ts';
import { WIDGET_TABLE } from '../widgets/widget-table.ts';

type SharedLink = Camelize<SharedLinkWire>;

export interface SharedLinksPanelProps {
  isOpen: boolean;
  onClose: () => void;
  /** The config of the view on screen: what a new link holds. */
  current: LinkConfig;
  /** The line that describes the view on screen (time and granularity). */
  currentDescription: string;
}

const validateTitle = fieldRule(sharedLinkBodySchema.shape.title);

/** The address a viewer opens: the dashboard with the code (spec 02 §2 `shared_link_code`). */
export const sharedLinkUrl = (code: string, origin = window.location.origin) =>
  `${origin}${BASENAME}/?${new URLSearchParams({ [SHARED_LINK_CODE]: code })}`;

const widgetTitle = (id: WidgetId) => WIDGET_TABLE[id].title;

interface Draft {
  /** null for a new link. */
  id: number | null;
  title: string;
  nonLoggedInAccess: boolean;
  widgets: WidgetId[];
  /** Editing: take the time and contexts on screen instead of the link's own. */
  useCurrentView: boolean;
  base: LinkConfig;
}

const newDraft = (current: LinkConfig): Draft => ({
  id: null,
  title: '',
  nonLoggedInAccess: true,
  widgets: current.widgets.map((w) => w.id),
  useCurrentView: true,
  base: current,
});

const editDraft = (link: SharedLink): Draft => ({
  id: link.id,
  title: link.title,
  nonLoggedInAccess: link.nonLoggedInAccess,
  widgets: link.config.widgets.map((w) => w.id),
  useCurrentView: false,
  base: link.config,
});

function LinkForm({
  draft,
  current,
  currentDescription,
  onDone,
}: {
  draft: Draft;
  current: LinkConfig;
  currentDescription: string;
  onDone: () => void;
}) {
  const [value, setValue] = useState(draft);
  const save = useSaveSharedLink();
  const source = value.useCurrentView ? current : value.base;
  const widgetOptions = (value.useCurrentView ? current : value.base).widgets
    .concat(current.widgets)
    .filter((w, i, all) => all.findIndex((x) => x.id === w.id) === i)
    .map((w) => ({ id: w.id, name: widgetTitle(w.id) }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Each widget keeps its config (spec 02 §3): the one it has where it is taken from.
    const configOf = (id: WidgetId) =>
      (source.widgets.find((w) => w.id === id) ?? value.base.widgets.find((w) => w.id === id))?.config ?? {};
    save.mutate(
      {
        id: value.id,
        body: {
          title: value.title,
          nonLoggedInAccess: value.nonLoggedInAccess,
          config: { ...source, widgets: value.widgets.map((id) => ({ id, config: configOf(id) })) },
        },
      },
      {
        onSuccess: () => {
          showToast(value.id === null ? 'Shared link created.' : 'Shared link saved.', 'success');
          onDone();
        },
      },
    );
  };
  return (
    <Form
      className="shared-link-form"
      onSubmit={onSubmit}
      aria-label={value.id === null ? 'New shared link' : 'Edit shared link'}
    >
      <FormAlert messages={save.isError ? readFormError(save.error) : []} />
      <TextField
        label="Title"
        name="title"
        isRequired
        value={value.title}
        onChange={(title) => setValue({ ...value, title })}
        validate={validateTitle}
      />
      <Switch
        isSelected={value.nonLoggedInAccess}
        onChange={(nonLoggedInAccess) => setValue({ ...value, nonLoggedInAccess })}
        label="Open without signing in"
        description="Anyone with the link sees these widgets. Off: only signed-in users of this business profile."
      />
      <MultiSelect
        label="Widgets"
        options={widgetOptions}
        value={value.widgets}
        onChange={(ids) => setValue({ ...value, widgets: ids as WidgetId[] })}
        summary={(n) => formatCountOf(n, 'widget', 'widgets')}
      />
      {value.id !== null ? (
        <Switch
          isSelected={value.useCurrentView}
          onChange={(useCurrentView) => setValue({ ...value, useCurrentView })}
          label="Use the time and contexts on screen"
          description={currentDescription}
        />
      ) : (
        <p className="shared-link-form__note">
          Shares {currentDescription.charAt(0).toLowerCase() + currentDescription.slice(1)}, for{' '}
          {current.contexts.map((c) => c.title).join(', ')}.
        </p>
      )}
      {value.widgets.length === 0 ? (
        <p className="field__error" role="alert">
          Choose at least one widget.
        </p>
      ) : null}
      <ListEditorFormActions
        className="shared-link-form__actions"
        onCancel={onDone}
        isPending={save.isPending}
        isDisabled={value.widgets.length === 0}
      >
        {value.id === null ? 'Create link' : 'Save link'}
      </ListEditorFormActions>
    </Form>
  );
}

function LinkItem({ link, onEdit }: { link: SharedLink; onEdit: () => void }) {
  const remove = useDeleteSharedLink();
  const url = sharedLinkUrl(link.code);
  const copy = () =>
    navigator.clipboard
      .writeText(url)
      .then(() => showToast('Link copied.', 'success'))
      .catch(() => showToast('The link could not be copied: select it and copy it.'));
  return (
    <li className="shared-link">
      <div className="shared-link__head">
        <h3 className="shared-link__title">{link.title}</h3>
        <span className="shared-link__access">
          {link.nonLoggedInAccess ? 'Anyone with the link' : 'Signed-in users only'}
        </span>
      </div>
      <p className="shared-link__widgets">{link.config.widgets.map((w) => widgetTitle(w.id)).join(', ')}</p>
      <TextField label={`Address of ${link.title}`} value={url} isReadOnly className="shared-link__url" />
      <div className="shared-link__actions">
        <Button variant="secondary" onPress={copy}>
          Copy link
        </Button>
        <Button variant="secondary" onPress={onEdit}>
          Edit
        </Button>
        <ConfirmedDelete
          title="Delete shared link"
          isPending={remove.isPending}
          onDelete={() => remove.mutateAsync(link.id)}
          successText="Shared link deleted."
        >
          <p>“{link.title}” stops opening for everyone who has it.</p>
        </ConfirmedDelete>
      </div>
    </li>
  );
}

export function SharedLinksPanel({ isOpen, onClose, current, currentDescription }: SharedLinksPanelProps) {
  const links = useQuery({ ...sharedLinksQueryOptions(), enabled: isOpen });
  return (
    <ListEditorModal<SharedLink, Draft>
      title="Shared links"
      isOpen={isOpen}
      onClose={onClose}
      className="shared-links"
      query={links}
      items={links.data?.links ?? []}
      itemKey={(link) => link.id}
      newLabel="Share this view"
      newDraft={() => newDraft(current)}
      draftKey={(draft) => draft.id ?? 'new'}
      renderForm={(draft, done) => (
        <LinkForm draft={draft} current={current} currentDescription={currentDescription} onDone={done} />
      )}
      renderItem={(link, edit) => <LinkItem link={link} onEdit={() => edit(editDraft(link))} />}
      texts={{
        loading: 'Loading shared links…',
        loadError: 'The shared links could not be loaded',
        empty: 'This business profile has no shared links.',
        listLabel: 'Shared links of this business profile',
      }}
    />
  );
}
