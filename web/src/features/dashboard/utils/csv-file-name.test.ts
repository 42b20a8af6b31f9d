import { describe, expect, it } from 'vitest';
import { csvFileName } from './csv-file-name.ts';

describe('csvFileName', () => {
  it.each([
    [
      'Topics',
      'Acme: every mention',
      '2026-10-25_2026-11-24',
      'topics_acme-every-mention_2026-10-25_2026-11-24.csv',
    ],
    [
      'Demographics: languages',
      null,
      '2026-10-25_2026-11-24',
      'demographics-languages_all-posts_2026-10-25_2026-11-24.csv',
    ],
    ['Conversation themes', 'Café crème', 'r', 'conversation-themes_cafe-creme_r.csv'],
  ])('%s / %s -> %s', (widget, context, range, expected) => {
    expect(csvFileName(widget, context, range)).toBe(expected);
  });
});
