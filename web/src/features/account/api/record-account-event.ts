/** POST /v1/account_events (spec 01 §7): the caller records one of their own events. */
import type { BodyOf } from '@sl/api-contract/client';
import { accountEvents } from '@sl/api-contract/endpoints';
import { apiClient } from '#/lib/api-client.ts';

export type AccountEventInput = BodyOf<typeof accountEvents.createAccountEvent>;

export const recordAccountEvent = (body: AccountEventInput) =>
  apiClient.call(accountEvents.createAccountEvent, { body });
