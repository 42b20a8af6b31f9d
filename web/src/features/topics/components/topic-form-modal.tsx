/**
 * Create or edit a custom topic with the spec 01 §5 messages: 'Please enter a name for this
 * topic.', 'Please select a type.' (checked with the contract's schema before sending) and the
 * server's 'Topic name already exists.'.
 */
import { topicBodySchema } from '@sl/api-contract/schemas/topics';
import { type FormEvent, useState } from 'react';
import { FormModal } from '#/components/crud/form-modal.tsx';
import { Select } from '#/components/ui/select.tsx';
import { TextAreaField } from '#/components/ui/text-area-field.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { type FieldErrors, fieldErrors } from '#/lib/form-errors.ts';
import { type Topic, useSaveTopic } from '../api/topics.ts';
import { parseKeywords } from '../utils/parse-keywords.ts';

const TYPES = [
  { value: '', label: 'Select a type' },
  { value: 'keyword', label: 'Keyword' },
] as const;
type TypeValue = (typeof TYPES)[number]['value'];

export interface TopicFormModalProps {
  isOpen: boolean;
  topic: Topic | null;
  onClose: () => void;
  onSaved: (topic: Topic, created: boolean) => void;
}

export function TopicFormModal({ isOpen, topic, onClose, onSaved }: TopicFormModalProps) {
  const save = useSaveTopic();
  const [name, setName] = useState(topic?.name ?? '');
  const [type, setType] = useState<TypeValue>(topic?.type ?? '');
  const [keywords, setKeywords] = useState((topic?.keywords ?? []).join('\n'));
  const [errors, setErrors] = useState<FieldErrors>({});
  const title = topic ? `Edit ${topic.name}` : 'New topic';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wire = { name, type: type || undefined, keywords: parseKeywords(keywords) };
    const found = fieldErrors(topicBodySchema, wire);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: topic?.id ?? null, body: { name: name.trim(), type: 'keyword', keywords: wire.keywords } },
      { onSuccess: (saved) => onSaved(saved, topic === null) },
    );
  }

  return (
    <FormModal
      title={title}
      isOpen={isOpen}
      onClose={onClose}
      onSubmit={handleSubmit}
      save={save}
      submitLabel={topic ? 'Save' : 'Create topic'}
      // The type is a select, which shows no message of its own: 'Please select a type.' (spec 01
      // §5) stands above the fields.
      messages={errors.type ? [errors.type] : []}
      validationErrors={errors}
    >
      <TextField name="name" label="Name" value={name} onChange={setName} autoFocus />
      <Select label="Type" options={TYPES} value={type} onChange={setType} />
      <TextAreaField
        name="keywords"
        label="Keywords"
        description="One per line, or separated by commas. Posts that mention any of them belong to the topic."
        value={keywords}
        onChange={setKeywords}
        rows={4}
      />
    </FormModal>
  );
}
