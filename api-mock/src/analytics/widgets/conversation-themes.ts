/** The conversation themes widget (spec 02 §7): built-in topics with share and keywords; CSV twin. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { textTallyOf } from '../dashboard-query.ts';
import { conversationThemes } from '../figures.ts';
import { handles } from './widget.ts';

export default [
  handles(d.dashboardConversationThemes, ({ store, query }) =>
    conversationThemes(textTallyOf(store.index, query), store.index),
  ),
  handles(d.dashboardConversationThemesCsv, ({ store, query }) => ({
    columns: ['theme', 'count', 'share', 'positive', 'neutral', 'negative', 'keywords'],
    rows: conversationThemes(textTallyOf(store.index, query), store.index).themes.map((t) => [
      t.theme,
      t.count,
      t.share,
      t.positive,
      t.neutral,
      t.negative,
      t.keywords.join(' '),
    ]),
  })),
];
