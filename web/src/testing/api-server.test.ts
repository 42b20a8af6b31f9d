/**
 * issue 10 item 8: the web tests' API checks both directions against the contract, so a handler
 * cannot answer what the API never would and the app cannot send what the API would refuse.
 */
import { ApiError } from '@sl/api-contract/client';
import { notifications, session } from '@sl/api-contract/endpoints';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '#/lib/api-client.ts';
import { buildAccountWire, contractOffences, handle, requests, sessionWire, useApi } from './api-server.ts';

// These tests provoke offences on purpose; what they leave behind must not fail them in setup.ts.
afterEach(() => {
  contractOffences.length = 0;
});

describe('contract-checked MSW handlers (docs/decisions/007)', () => {
  it('hands the handler the parsed body and records the request as sent', async () => {
    useApi(
      handle(session.createSession, ({ body }) => ({
        body: sessionWire(buildAccountWire({ email: body.email })),
      })),
    );
    const result = await apiClient.call(session.createSession, {
      body: { email: 'agent@acme.test', password: 'Password1!' },
    });
    expect(result.account.email).toBe('agent@acme.test');
    expect(requests).toMatchObject([
      { method: 'POST', path: '/v1/session', body: { email: 'agent@acme.test', password: 'Password1!' } },
    ]);
    expect(contractOffences).toEqual([]);
  });

  it('records a request body the contract refuses', async () => {
    useApi(handle(session.createSession, () => ({ body: sessionWire() })));
    await apiClient.call(session.createSession, {
      body: { email: 'agent@acme.test', password: 'Password1!', stray: true } as never,
    });
    expect(contractOffences).toHaveLength(1);
    expect(contractOffences[0]).toMatch(/^session\.create request body: /);
  });

  it('records a response the API would never send', async () => {
    useApi(handle(notifications.listNotifications, () => ({ body: [{ id: 'one' }] as never })));
    await apiClient.call(notifications.listNotifications).catch(() => undefined);
    expect(contractOffences.some((o) => o.startsWith('notifications.list response 200: '))).toBe(true);
  });

  it('records an error body that is not the spec 01 §8 error shape', async () => {
    useApi(
      handle(notifications.listNotifications, () => ({ status: 500, body: { error_message: 42 } as never })),
    );
    await expect(apiClient.call(notifications.listNotifications)).rejects.toBeInstanceOf(ApiError);
    expect(contractOffences.some((o) => o.startsWith('notifications.list response 500: '))).toBe(true);
  });
});
