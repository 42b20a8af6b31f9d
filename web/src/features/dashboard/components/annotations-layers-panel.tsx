/**
 * The dashboard's annotation layers (spec 02 §3 layer: name, color, brand, type; §7 GET, POST,
 * PATCH, DELETE /v1/annotations/layers; §9 a palette of 12 colours): list, create with a free
 * colour, rename, recolour, delete. The API refuses a colour another layer holds; its message is
 * shown as it comes. Deleting a layer deletes its annotations (the API's rule).
 */
import { type LAYER_COLORS, LAYER_TYPES, layerBodySchema } from '@sl/api-contract/schemas/annotations';
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
import { RadioGroup } from '#/components/ui/radio-group.tsx';
import { SwatchPicker } from '#/components/ui/swatch-picker.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { fieldRule } from '#/lib/form-errors.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import '../annotations.css';
import {
  layerPropertiesQueryOptions,
  layersQueryOptions,
  useDeleteLayer,
  useSaveLayer,
} from '../api/annotation-layers.ts';
import { colorName, type Layer } from '../utils/annotations-view.ts';

type LayerType = (typeof LAYER_TYPES)[number];
/** The palette as the API lists it (layers_properties); the API judges the pick. */
type LayerColor = (typeof LAYER_COLORS)[number];

/** Who sees a layer, in words (the contract's `type`). */
const TYPE_LABELS: Record<LayerType, string> = {
  public: 'Everyone in this business profile',
  private: 'Only me',
};

interface Draft {
  /** null for a new layer. */
  id: number | null;
  name: string;
  color: string | null;
  type: LayerType;
}

const validateName = fieldRule(layerBodySchema.shape.name);

function LayerForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const [value, setValue] = useState(draft);
  const properties = useQuery(layerPropertiesQueryOptions());
  const save = useSaveLayer();
  const colors = properties.data?.colors ?? [];
  // A new layer starts on the first free colour; the layer's own colour stays choosable.
  const color = value.color ?? colors.find((c) => !c.used)?.color ?? null;
  const noFreeColour = properties.isSuccess && color === null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!color) return;
    save.mutate(
      { id: value.id, body: { name: value.name, color: color as LayerColor, type: value.type } },
      {
        onSuccess: (saved) => {
          showToast(
            value.id === null ? `Layer “${saved.name}” created.` : `Layer “${saved.name}” saved.`,
            'success',
          );
          onDone();
        },
      },
    );
  };
  return (
    <Form
      className="layer-form"
      onSubmit={onSubmit}
      aria-label={value.id === null ? 'New layer' : `Edit layer ${draft.name}`}
    >
      <FormAlert messages={save.isError ? readFormError(save.error) : []} />
      <TextField
        label="Name"
        name="name"
        isRequired
        value={value.name}
        onChange={(name) => setValue({ ...value, name })}
        validate={validateName}
      />
      {properties.isError ? (
        <p className="field__error" role="alert">
          The colours could not be loaded: {properties.error.message}
        </p>
      ) : null}
      <SwatchPicker
        label="Colour"
        description="Each layer has its own colour on the charts."
        swatches={colors.map((c) => ({
          color: c.color,
          name: colorName(c.color),
          isDisabled: c.used && c.color !== draft.color,
        }))}
        value={color}
        onChange={(picked) => setValue({ ...value, color: picked })}
      />
      {noFreeColour ? (
        <p className="field__error" role="alert">
          Every colour of the palette is in use: delete or recolour a layer first.
        </p>
      ) : null}
      <RadioGroup
        label="Visible to"
        options={LAYER_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
        value={value.type}
        onChange={(type) => setValue({ ...value, type })}
      />
      <ListEditorFormActions
        className="layer-form__actions"
        onCancel={onDone}
        isPending={save.isPending}
        isDisabled={!color}
      >
        {value.id === null ? 'Create layer' : 'Save layer'}
      </ListEditorFormActions>
    </Form>
  );
}

function LayerItem({ layer, onEdit }: { layer: Layer; onEdit: () => void }) {
  const remove = useDeleteLayer();
  return (
    <li className="layer-item">
      <span
        className="layer-swatch layer-swatch--large"
        style={{ backgroundColor: layer.color }}
        aria-hidden="true"
      />
      <div className="layer-item__body">
        <p className="layer-item__name">{layer.name}</p>
        <p className="layer-item__meta">
          {colorName(layer.color)} · {TYPE_LABELS[layer.type]}
        </p>
      </div>
      <div className="layer-item__actions">
        <Button variant="secondary" onPress={onEdit} aria-label={`Edit ${layer.name}`}>
          Edit
        </Button>
        <ConfirmedDelete
          name={`Delete ${layer.name}`}
          title="Delete layer"
          isPending={remove.isPending}
          onDelete={() => remove.mutateAsync(layer.id)}
          successText={`Layer “${layer.name}” deleted with its annotations.`}
        >
          <p>“{layer.name}” and every annotation on it are deleted, for everyone who sees them.</p>
        </ConfirmedDelete>
      </div>
    </li>
  );
}

export interface AnnotationLayersPanelProps {
  isOpen: boolean;
  onClose: () => void;
}

export function AnnotationLayersPanel({ isOpen, onClose }: AnnotationLayersPanelProps) {
  const layers = useQuery(layersQueryOptions());
  return (
    <ListEditorModal<Layer, Draft>
      title="Annotation layers"
      isOpen={isOpen}
      onClose={onClose}
      className="annotation-layers"
      query={layers}
      items={layers.data ?? []}
      itemKey={(layer) => layer.id}
      newLabel="New layer"
      newDraft={() => ({ id: null, name: '', color: null, type: 'public' })}
      draftKey={(draft) => draft.id ?? 'new'}
      renderForm={(draft, done) => <LayerForm draft={draft} onDone={done} />}
      renderItem={(layer, edit) => (
        <LayerItem
          layer={layer}
          onEdit={() => edit({ id: layer.id, name: layer.name, color: layer.color, type: layer.type })}
        />
      )}
      texts={{
        loading: 'Loading layers…',
        loadError: 'The layers could not be loaded',
        empty:
          'No layers yet. A layer groups annotations under one colour, such as “Campaigns” or “Incidents”.',
        listLabel: 'Layers of this business profile',
      }}
    />
  );
}
