/**
 * The details form's working copy of a template and the modal's rules on it (spec 02 §4, §5):
 * a copy is kept against its source, "changed" means it differs from that source, and the form is
 * judged on save by the contract's schema (name, message, visibility, at least one entity).
 */
import { TEMPLATE_CATEGORIES, templateBodySchema } from '@sl/api-contract/schemas/templates';
import { type FieldErrors, fieldErrors } from '#/lib/form-errors.ts';
import type { Template, TemplateInput } from '../api/templates.ts';

export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export interface TemplateDraft {
  name: string;
  message: string;
  categories: TemplateCategory[];
  languages: string[];
  entityType: 1 | 2 | 3;
  entityIds: number[];
}

/** A new template is visible to its author only until they choose otherwise. */
export const emptyDraft = (userId: number): TemplateDraft => ({
  name: '',
  message: '',
  categories: [],
  languages: [],
  entityType: 1,
  entityIds: [userId],
});

export const draftOf = (t: Template): TemplateDraft => ({
  name: t.name,
  message: t.message,
  categories: [...t.categories],
  languages: [...t.languages],
  entityType: t.entityType,
  entityIds: [...t.entityIds],
});

const sameSet = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** spec 02 §2 'Save Template: enabled only after changes'. */
export function isDraftChanged(draft: TemplateDraft, source: TemplateDraft): boolean {
  return (
    draft.name !== source.name ||
    draft.message !== source.message ||
    draft.entityType !== source.entityType ||
    !sameSet(draft.categories, source.categories) ||
    !sameSet(draft.languages, source.languages) ||
    !sameSet(draft.entityIds, source.entityIds)
  );
}

export const toTemplateInput = (d: TemplateDraft): TemplateInput => ({
  name: d.name,
  message: d.message,
  categories: d.categories,
  languages: d.languages,
  entityType: d.entityType,
  entityIds: d.entityIds,
});

/**
 * spec 02 §5: validation runs on save. The contract's body schema is the judge, so the form and
 * the server refuse the same drafts with the same words (spec 01 §5); keys are camelCase fields.
 */
export const validateDraft = (d: TemplateDraft): FieldErrors =>
  fieldErrors(templateBodySchema, {
    name: d.name,
    message: d.message,
    categories: d.categories,
    languages: d.languages,
    entity_type: d.entityType,
    entity_ids: d.entityIds,
  });

/** spec 02 §2 column 1: the network icon filter's keys and what each reads. */
export const CATEGORY_INFO: Record<TemplateCategory, { label: string; network: string | null }> = {
  twitter: { label: 'X', network: 'twitter' },
  fb: { label: 'Facebook', network: 'facebook' },
  ig: { label: 'Instagram', network: 'instagram' },
  rd: { label: 'Reddit', network: 'reddit' },
  ytb: { label: 'Video', network: 'youtube' },
  etoro: { label: 'Etoro', network: 'etoro' },
  review: { label: 'Reviews', network: null },
};
export const CATEGORIES = TEMPLATE_CATEGORIES;

/** spec 02 §9: the language and network selectors show no tags, only '{n} selected'. */
export const selectedLabel = (n: number): string => `${n} selected`;
