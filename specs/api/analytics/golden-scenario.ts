/**
 * The tiny hand-checked scenario of the golden specs (spec 02 §7): 12 posts from 10 to 12
 * November 2026 (the "range"), and 4 posts from 13 to 15 November (the "next range"), which the
 * trending and compared calls read against the 12. Every field a figure depends on is pinned
 * here (author name, followers, verified, url; status_id is the creation second plus the
 * 7-digit id, fixtures' statusIdOf), so the expected figures follow from this file alone.
 */
import { buildStatus, createRandom } from '@sl/fixtures';

const rng = createRandom(1);
export const at = (day: number, hour: number) => `2026-11-${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const zero = {
  favorite_count: 0,
  reply_count: 0,
  share_count: 0,
  reach: 0,
  rating: null,
  first_reply_at: null,
  followers_count: 0,
  verified: false,
};
const post = (id: number, o: NonNullable<Parameters<typeof buildStatus>[1]>) => {
  const username = o.username ?? `user${id}`;
  return buildStatus(rng, {
    ...zero,
    id,
    business_profile_id: 1,
    title: null,
    author_id: `a${id}`,
    username,
    author_name: `Name ${username}`,
    url: `https://example.test/status/${id}`,
    ...o,
  });
};
/** A post's status_id: its creation second, then its id on 7 digits (fixtures' statusIdOf). */
export const statusIdOf = (id: number, createdAt: string) =>
  `${Date.parse(createdAt) / 1000}${String(id).padStart(7, '0')}`;

/** The 12 posts of the range (10–12 November). */
export const TINY = [
  post(1, {
    social_type: 'twitter',
    language: 'en',
    country: 'US',
    sentiment: 1,
    created_at: at(10, 9),
    full_text: 'Checkout was smooth today, thanks Acme!',
    favorite_count: 10,
    reply_count: 2,
    share_count: 3,
    reach: 1000,
    author_id: 'a1',
    username: 'user1',
    followers_count: 120,
  }),
  post(2, {
    social_type: 'twitter',
    language: 'en',
    country: 'GB',
    sentiment: -1,
    created_at: at(10, 12),
    full_text: 'The delivery from Acme is getting worse.',
    favorite_count: 4,
    reply_count: 5,
    share_count: 1,
    reach: 200,
    followers_count: 5000,
  }),
  post(3, {
    social_type: 'instagram',
    language: 'es',
    country: 'ES',
    sentiment: 1,
    created_at: at(10, 15),
    full_text: '¡Me encanta Acme!',
    favorite_count: 20,
    reach: 999,
  }),
  post(4, {
    social_type: 'trustpilot',
    language: 'en',
    country: 'US',
    sentiment: 1,
    created_at: at(11, 8),
    title: 'Great',
    full_text: 'Shipping was fast.',
    rating: 5,
  }),
  post(5, {
    social_type: 'trustpilot',
    language: 'en',
    country: 'US',
    sentiment: -1,
    created_at: at(11, 9),
    title: 'Bad',
    full_text: 'Acme never answered.',
    rating: 1,
  }),
  post(6, {
    social_type: 'ios',
    language: 'fr',
    country: 'FR',
    sentiment: 0,
    created_at: at(11, 10),
    title: 'Bof',
    full_text: 'Correct, sans plus.',
    rating: 3,
  }),
  post(7, {
    social_type: 'zendesk',
    language: 'en',
    country: 'US',
    sentiment: -1,
    created_at: at(11, 11),
    full_text: 'Acme charged me twice.',
    first_reply_at: '2026-11-11T11:30:00.000Z',
  }),
  post(8, {
    social_type: 'zendesk',
    language: 'en',
    country: 'GB',
    sentiment: 0,
    created_at: at(11, 12),
    full_text: 'Where is my invoice?',
    first_reply_at: '2026-11-11T13:30:00.000Z',
    followers_count: 300,
  }),
  post(9, {
    social_type: 'intercom',
    language: 'de',
    country: 'DE',
    sentiment: 0,
    created_at: at(12, 13),
    full_text: 'Wo ist meine Rechnung?',
  }),
  post(10, {
    social_type: 'twitter',
    language: 'und',
    country: '',
    sentiment: 0,
    created_at: at(12, 14),
    full_text: 'ok',
  }),
  post(11, {
    social_type: 'facebook',
    language: 'qme',
    country: '',
    sentiment: 1,
    created_at: at(12, 15),
    full_text: '😍',
  }),
  post(12, {
    social_type: 'twitter',
    language: 'en',
    country: 'US',
    sentiment: -1,
    created_at: at(12, 16),
    full_text: 'Login "broken", again\nawful',
    author_id: 'a1',
    username: 'user1',
    followers_count: 120,
  }),
];
export const range = { from: at(10, 0), to: at(13, 0) };

/**
 * The 4 posts of the next range (13–15 November), sentiment by the en lexicon: 13 and 14 "slow"
 * (−1) negative, 15 no lexicon word neutral, 16 "fine" (+0.5) + "thanks" (+0.5) = 1 positive.
 * 13 and 14 reach so far that both reach scores are capped at 100.
 */
export const NEXT = [
  post(13, {
    social_type: 'twitter',
    language: 'en',
    country: 'US',
    sentiment: -1,
    created_at: at(13, 9),
    full_text: 'The delivery is slow.',
    reach: 250_000,
  }),
  post(14, {
    social_type: 'twitter',
    language: 'en',
    country: 'GB',
    sentiment: -1,
    created_at: at(13, 12),
    full_text: 'Acme: the delivery is slow again.',
    reach: 100_000,
  }),
  post(15, {
    social_type: 'zendesk',
    language: 'en',
    country: 'US',
    sentiment: 0,
    created_at: at(14, 10),
    full_text: 'I want my refund.',
    first_reply_at: '2026-11-14T10:45:00.000Z',
  }),
  post(16, {
    social_type: 'facebook',
    language: 'en',
    country: 'GB',
    sentiment: 1,
    created_at: at(15, 15),
    full_text: 'Login works fine now, thanks!',
  }),
];
export const nextRange = { from: at(13, 0), to: at(16, 0) };
