/** Account events (spec 01 §7 "Accounts and teams"). */
import {
  accountEventCreateBodySchema,
  accountEventLabelListSchema,
  accountEventListQuerySchema,
  accountEventListSchema,
  accountEventSchema,
} from '../schemas/account-event.ts';
import { MANAGERS, MEMBERS } from './accounts.ts';
import { endpoint } from './define.ts';

export const listAccountEvents = endpoint('accountEvents.list', 'GET', '/v1/account_events', {
  query: accountEventListQuerySchema,
  response: accountEventListSchema,
  access: { kind: 'session', roles: MANAGERS },
  summary: 'Events of the profile’s accounts, filtered by accounts, range and context, newest first',
});

export const listAccountEventLabels = endpoint('accountEvents.labels', 'GET', '/v1/account_events/labels', {
  response: accountEventLabelListSchema,
  access: { kind: 'session', roles: MANAGERS },
  summary: 'The labels an account event can carry',
});

/**
 * Members record their own events (spec 01 §2: Custom Topics, not in the guest menu); guests only
 * read (issue 16 #8).
 */
export const createAccountEvent = endpoint('accountEvents.create', 'POST', '/v1/account_events', {
  access: { kind: 'session', roles: MEMBERS },
  body: accountEventCreateBodySchema,
  response: accountEventSchema,
  summary: 'Record an event for the caller',
});
