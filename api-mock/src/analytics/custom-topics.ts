/** The custom topics of a profile (spec 02 §7 /v1/topics) as the topics widget counts them. */
import type { Store } from '../store/store.ts';
import type { CustomTopic } from './figures.ts';

export const customTopicsOf = (store: Store, profileId: number): CustomTopic[] =>
  store.topics
    .findMany((q) => q.where({ business_profile_id: profileId }))
    .map((t) => ({ id: t.id, name: t.name, keywords: t.keywords }));
