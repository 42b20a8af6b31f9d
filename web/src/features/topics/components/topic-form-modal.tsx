/**
 * Create or edit a custom topic with the spec 01 §5 messages: 'Please enter a name for this
 * topic.', 'Please select a type.' (checked with the contract's schema before sending) and the
 * server's 'Topic name already exists.'.
 */
import { topicBodySchema } from '@sl/api-contract/schemas/topics';
import { type FormEvent, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { Select } from '#/components/ui/select.tsx';
import { TextAreaField } from '#/components/ui/text-area-field.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { type FieldErrors, fieldErrors } from '#/lib/form-errors.ts';
import { readFormError } from '#/lib/read-form-error.ts';
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

  const alerts = [...(errors.type ? [errors.type] : []), ...(save.isError ? readFormError(save.error) : [])];
  return (
    <Modal title={title} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="medium">
      <Form onSubmit={handleSubmit} validationErrors={errors} aria-label={title}>
        <FormAlert messages={alerts} />
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
        <div className="card__actions">
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" isPending={save.isPending}>
            {topic ? 'Save' : 'Create topic'}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
