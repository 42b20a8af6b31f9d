/**
 * The field list of a card form (the editor cards of channels, reports, rules and exclude terms;
 * single sign-on): each form states its fields as data and this one component draws them, so a
 * field's wiring (its name for the spec 01 §5 message, its value, the setter that hides the
 * message once the field is edited) is written once. The
 * fields draw in list order, which is also their keyboard order; a `row` puts its fields side by
 * side where the card is wide (`form__row`).
 */
import type { ReactNode } from 'react';
import { Checkbox } from '#/components/ui/checkbox.tsx';
import { MultiSelect, type MultiSelectOption } from '#/components/ui/multi-select.tsx';
import { RadioGroup } from '#/components/ui/radio-group.tsx';
import { Select } from '#/components/ui/select.tsx';
import { Switch } from '#/components/ui/switch.tsx';
import { TextAreaField } from '#/components/ui/text-area-field.tsx';
import { TextField } from '#/components/ui/text-field.tsx';

/** The keys of F whose value is a V. */
type KeysOf<F, V> = { [K in keyof F]-?: F[K] extends V ? K : never }[keyof F] & string;

interface Labelled<F, V> {
  /** The field's key in the form's values; text fields are named after it (spec 01 §5 messages). */
  key: KeysOf<F, V>;
  label: string;
  description?: string;
}

interface Choices {
  options: readonly { value: string; label: string }[];
}

export type EditorField<F> =
  | (Labelled<F, string> & { kind: 'text'; inputMode?: 'numeric'; autoFocus?: boolean })
  /** A few lines of free text (two unless `rows` says otherwise). */
  | (Labelled<F, string> & { kind: 'textarea'; rows?: number })
  | (Labelled<F, string> & Choices & { kind: 'select' })
  | (Labelled<F, string> & Choices & { kind: 'radio' })
  | (Labelled<F, readonly string[]> & {
      kind: 'multi-select';
      options: readonly MultiSelectOption[];
      summary: (count: number) => string;
      isSearchable?: boolean;
      isDisabled?: boolean;
      /** How an option draws in the list (default: its name). */
      renderOption?: (option: MultiSelectOption) => ReactNode;
    })
  | (Labelled<F, boolean> & { kind: 'checkbox' })
  /** An on/off setting that takes effect as a whole (single sign-on is active). */
  | (Labelled<F, boolean> & { kind: 'switch' })
  | { kind: 'row'; fields: readonly EditorField<F>[] };

/** How the fields read and write the form's values (the editor card's useFormFields). */
export interface FieldBinding<F> {
  values: F;
  /** The setter of one field; the card wraps it so editing a field hides its message. */
  onChange: (key: keyof F & string) => (value: unknown) => void;
}

/**
 * The binding of a useFormFields form (lib/use-form-fields.ts): its values and setters, each
 * wrapped by `track` when given (useEditedFields' `edit`, so editing a field hides its message).
 */
export function bindFields<F>(
  values: F,
  set: <K extends keyof F>(key: K) => (value: F[K]) => void,
  track: (key: string, set: (value: unknown) => void) => (value: unknown) => void = (_, setter) => setter,
): FieldBinding<F> {
  return {
    values,
    // Every control hands back the type of its key's value (EditorField's key types).
    onChange: (key) => track(key, (value) => set(key)(value as F[typeof key])),
  };
}

export interface EditorFieldsProps<F> {
  fields: readonly (EditorField<F> | false)[];
  binding: FieldBinding<F>;
}

/** Draws the fields in order; a `false` entry (a field the form leaves out) draws nothing. */
export function EditorFields<F>({ fields, binding }: EditorFieldsProps<F>) {
  return fields.map((field) =>
    field === false ? null : (
      <EditorFieldView
        key={field.kind === 'row' ? rowKey(field.fields) : field.key}
        field={field}
        binding={binding}
      />
    ),
  );
}

const rowKey = <F,>(fields: readonly EditorField<F>[]): string =>
  fields.map((f) => (f.kind === 'row' ? rowKey(f.fields) : f.key)).join('+');

function EditorFieldView<F>({ field, binding }: { field: EditorField<F>; binding: FieldBinding<F> }) {
  if (field.kind === 'row') {
    return (
      <div className="form__row">
        <EditorFields fields={field.fields} binding={binding} />
      </div>
    );
  }
  // The key's type guarantees the value's: KeysOf picks only keys whose value the control takes.
  const value = binding.values[field.key] as unknown;
  const onChange = binding.onChange(field.key);
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          name={field.key}
          label={field.label}
          description={field.description}
          inputMode={field.inputMode}
          value={value as string}
          onChange={onChange}
          autoFocus={field.autoFocus}
        />
      );
    case 'textarea':
      return (
        <TextAreaField
          name={field.key}
          label={field.label}
          description={field.description}
          rows={field.rows ?? 2}
          value={value as string}
          onChange={onChange}
        />
      );
    case 'select':
      return (
        <Select label={field.label} options={field.options} value={value as string} onChange={onChange} />
      );
    case 'radio':
      return (
        <RadioGroup
          name={field.key}
          label={field.label}
          options={field.options}
          value={value as string}
          onChange={onChange}
        />
      );
    case 'multi-select':
      return (
        <MultiSelect
          label={field.label}
          description={field.description}
          options={field.options}
          value={value as readonly string[]}
          onChange={onChange}
          summary={field.summary}
          isSearchable={field.isSearchable}
          isDisabled={field.isDisabled}
          renderOption={field.renderOption}
        />
      );
    case 'checkbox':
      return (
        <Checkbox name={field.key} label={field.label} isSelected={value as boolean} onChange={onChange} />
      );
    case 'switch':
      return <Switch label={field.label} isSelected={value as boolean} onChange={onChange} />;
  }
}
