import { describe, expect, it } from 'vitest';
import { emptyDraft, isDraftChanged, validateDraft } from './template-draft.ts';
import { createdMessage, pinnedMessage, removeQuestion, updatedMessage } from './template-messages.ts';

describe('template draft rules (spec 02 §4, §5)', () => {
  it('spec 02 §5: name, message and at least one entity are required, checked on save', () => {
    expect(validateDraft({ ...emptyDraft(3), entityType: 3, entityIds: [] })).toEqual({
      name: 'Should not be empty!',
      message: 'Should not be empty!',
      entityIds: 'Please add at least one item!',
    });
    expect(validateDraft({ ...emptyDraft(3), name: 'Hi', message: 'Hello' })).toEqual({});
  });

  it('a name of spaces only is empty', () => {
    expect(validateDraft({ ...emptyDraft(3), name: '   ', message: 'x' }).name).toBe('Should not be empty!');
  });

  it('spec 02 §2: a change is any difference from the source; order of chosen keys does not count', () => {
    const source = { ...emptyDraft(3), categories: ['twitter', 'fb'] as const, languages: ['en'] };
    const same = { ...source, categories: [...source.categories].reverse() };
    expect(
      isDraftChanged(
        { ...same, categories: [...same.categories] },
        { ...source, categories: [...source.categories] },
      ),
    ).toBe(false);
    expect(
      isDraftChanged(
        { ...source, categories: ['twitter'] },
        { ...source, categories: [...source.categories] },
      ),
    ).toBe(true);
    expect(isDraftChanged({ ...emptyDraft(3), name: 'a' }, emptyDraft(3))).toBe(true);
    expect(isDraftChanged({ ...emptyDraft(3), entityType: 2, entityIds: [1] }, emptyDraft(3))).toBe(true);
  });
});

describe('spec 02 §8 texts', () => {
  it.each([
    [pinnedMessage(true), 'Template was pinned successfully!'],
    [pinnedMessage(false), 'Template was unpined successfully!'],
    [updatedMessage('Refund'), "Template 'Refund' successfully updated"],
    [createdMessage('Refund'), "Topic 'Refund' successfully created"],
    [
      removeQuestion('Refund'),
      'Are you sure you want to delete template "Refund"? This action cannot be undone.',
    ],
    [removeQuestion(null), 'Are you sure you want to delete new template? This action cannot be undone.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
