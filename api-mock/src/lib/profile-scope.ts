/**
 * Re-exports of the access and records modules for routes/v1/sentiment-exclude-words.ts, which
 * another branch of issue 10 rewrites (SAML and exclude-term rules in the contract); that branch
 * imports from access.ts and records.ts directly and this file goes with it.
 */
export { accountOf, profileScope } from './access.ts';
export { nextId } from './records.ts';
