/**
 * spec 01 §5, spec 02 §5, §8: the messages table, route by route, with the statuses of spec 02
 * §8; and the flows behind them (invite -> outbox -> sign-up, password reset, teams,
 * notifications, account events, business profiles, SAML, discord bots).
 */
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, PASSWORD, signIn, startApp } from '../support/app.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
let sysadmin: Record<string, string>;
beforeAll(async () => {
  app = await startApp({ now: () => FIXED_NOW.getTime() });
  admin = (await signIn(app, 'admin@acme.test')).headers;
  sysadmin = (await signIn(app, 'sysadmin@acme.test')).headers;
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const outbox = async (to: string) =>
  (await app.inject({ method: 'GET', url: `/api/__mock/outbox?to=${encodeURIComponent(to)}` })).json()
    .messages as {
    kind: string;
    subject: string;
    token: string;
    html: string;
  }[];

const strongPassword = 'Secret#2026';

describe('spec 01 §5, spec 02 §5: the message table', () => {
  const rows: {
    rule: string;
    who: 'admin' | 'sysadmin' | 'none';
    method: Method;
    url: string;
    body: object;
    status: number;
    field: string;
    message: string;
  }[] = [
    {
      rule: 'wrong login',
      who: 'none',
      method: 'POST',
      url: '/v1/session',
      body: { email: 'admin@acme.test', password: 'nope' },
      status: 401,
      field: '',
      message: MESSAGES.wrongLogin,
    },
    {
      rule: 'required',
      who: 'admin',
      method: 'POST',
      url: '/v1/teams',
      body: { name: '' },
      status: 400,
      field: 'name',
      message: MESSAGES.required,
    },
    {
      rule: 'maxLength',
      who: 'admin',
      method: 'POST',
      url: '/v1/teams',
      body: { name: 'x'.repeat(101) },
      status: 400,
      field: 'name',
      message: MESSAGES.maxLength,
    },
    {
      rule: 'team name taken',
      who: 'admin',
      method: 'POST',
      url: '/v1/teams',
      body: { name: 'support' },
      status: 422,
      field: 'name',
      message: MESSAGES.teamNameTaken,
    },
    {
      rule: 'email',
      who: 'admin',
      method: 'POST',
      url: '/v1/team_member_invites',
      body: { email: 'not-an-email', role: 2 },
      status: 400,
      field: 'email',
      message: MESSAGES.email,
    },
    {
      rule: 'invite e-mail in use (account)',
      who: 'admin',
      method: 'POST',
      url: '/v1/team_member_invites',
      body: { email: 'agent@acme.test', role: 2 },
      status: 422,
      field: 'email',
      message: MESSAGES.inviteEmailInUse,
    },
    {
      rule: 'invite e-mail in use (pending invite)',
      who: 'admin',
      method: 'POST',
      url: '/v1/team_member_invites',
      body: { email: 'new.agent@acme.test', role: 2 },
      status: 422,
      field: 'email',
      message: MESSAGES.inviteEmailInUse,
    },
    {
      rule: 'business profile name required',
      who: 'sysadmin',
      method: 'POST',
      url: '/v1/admin/business_profiles',
      body: { name: '  ' },
      status: 422,
      field: 'name',
      message: MESSAGES.businessProfileNameRequired,
    },
    {
      rule: 'business profile name taken',
      who: 'sysadmin',
      method: 'POST',
      url: '/v1/admin/business_profiles',
      body: { name: 'acme' },
      status: 422,
      field: 'name',
      message: MESSAGES.businessProfileNameTaken,
    },
    {
      rule: 'business profile name format',
      who: 'sysadmin',
      method: 'POST',
      url: '/v1/admin/business_profiles',
      body: { name: 'Acme & Co' },
      status: 422,
      field: 'name',
      message: MESSAGES.businessProfileNameFormat,
    },
    {
      rule: 'SAML url',
      who: 'admin',
      method: 'PUT',
      url: '/v1/admin/business_profiles/preferences/sso/saml',
      body: { idp_login_url: 'ftp://x', idp_entity_id: 'e', idp_cert: 'QUJD', is_active: false },
      status: 422,
      field: 'idp_login_url',
      message: MESSAGES.url,
    },
    {
      rule: 'SAML certificate format',
      who: 'admin',
      method: 'PUT',
      url: '/v1/admin/business_profiles/preferences/sso/saml',
      body: {
        idp_login_url: 'https://idp.test/sso',
        idp_entity_id: 'e',
        idp_cert: 'not a cert!',
        is_active: false,
      },
      status: 422,
      field: 'idp_cert',
      message: MESSAGES.isFormatValid,
    },
    {
      rule: 'SAML active needs every field',
      who: 'admin',
      method: 'PUT',
      url: '/v1/admin/business_profiles/preferences/sso/saml',
      body: { idp_login_url: 'https://idp.test/sso', idp_entity_id: '', idp_cert: '', is_active: true },
      status: 422,
      field: 'idp_entity_id',
      message: MESSAGES.required,
    },
    {
      rule: 'mark as read needs ids',
      who: 'admin',
      method: 'POST',
      url: '/v1/notifications/mark_as_read',
      body: { ids: [] },
      status: 400,
      field: 'ids',
      message: MESSAGES.atLeastOneItem,
    },
    {
      rule: 'unknown field',
      who: 'admin',
      method: 'PUT',
      url: '/v1/accounts/preferences/general',
      body: { colour: 'red' },
      status: 400,
      field: 'base',
      message: 'Unknown field.',
    },
  ];
  it.each(rows.map((r) => [r.rule, r] as const))('%s', async (_rule, r) => {
    const headers = r.who === 'admin' ? admin : r.who === 'sysadmin' ? sysadmin : {};
    const res = await call(r.method, r.url, headers, r.body);
    expect(res.statusCode, res.body).toBe(r.status);
    const body = res.json();
    if (r.field) expect(body.errors[r.field]).toContain(r.message);
    expect(body.error_message).toContain(r.message);
  });

  const passwordRows: [string, string, string, string][] = [
    ['digit', 'Secret#word', 'password', MESSAGES.passwordDigit],
    ['lowercase', 'SECRET#2026', 'password', MESSAGES.passwordLowercase],
    ['uppercase', 'secret#2026', 'password', MESSAGES.passwordUppercase],
    ['special', 'Secret2026', 'password', MESSAGES.passwordSpecial],
    ['minLength', 'Se#1', 'password', MESSAGES.minLength],
  ];
  it.each(passwordRows)('password rule %s on reset (spec 01 §5)', async (_rule, password, field, message) => {
    await call('POST', '/v1/accounts/preferences/security/password_reset', {}, { email: 'guest@acme.test' });
    const [mail] = (await outbox('guest@acme.test')).slice(-1);
    const res = await call(
      'PUT',
      '/v1/accounts/preferences/security/password_reset',
      {},
      {
        token: mail.token,
        account: { password, password_confirmation: password },
      },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it('confirmation must match (spec 01 §5)', async () => {
    await call('POST', '/v1/accounts/preferences/security/password_reset', {}, { email: 'guest@acme.test' });
    const [mail] = (await outbox('guest@acme.test')).slice(-1);
    const res = await call(
      'PUT',
      '/v1/accounts/preferences/security/password_reset',
      {},
      {
        token: mail.token,
        account: { password: strongPassword, password_confirmation: 'Other#2026' },
      },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password_confirmation).toEqual([MESSAGES.confirmation]);
  });
});

describe('spec 01 §7: invites, the outbox and sign-up', () => {
  it('an invite mails a token; GET /v1/accounts/new shows the e-mail; sign-up signs in; the e-mail is then taken', async () => {
    const invite = await call('POST', '/v1/team_member_invites', admin, {
      email: 'Zoe.New@acme.test',
      role: 2,
      team_ids: [1],
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json()).not.toHaveProperty('token_hash');
    const [mail] = await outbox('zoe.new@acme.test');
    expect(mail).toMatchObject({ kind: 'team_member_invite' });
    expect(mail.html).toContain(encodeURIComponent(mail.token));

    const invited = await call('GET', `/v1/accounts/new?team_member_invite_token=${mail.token}`, {});
    expect(invited.json()).toEqual({ email: 'zoe.new@acme.test' });

    const signUp = await call(
      'POST',
      '/v1/accounts',
      {},
      {
        team_member_invite_token: mail.token,
        account: {
          first_name: 'Zoe',
          last_name: 'New',
          email: 'zoe.new@acme.test',
          password: strongPassword,
          password_confirmation: strongPassword,
        },
      },
    );
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json().account).toMatchObject({
      email: 'zoe.new@acme.test',
      role: 2,
      teams: [{ id: 1, name: 'Support' }],
    });

    // The invite is spent.
    expect(
      (await call('GET', `/v1/accounts/new?team_member_invite_token=${mail.token}`, {})).statusCode,
    ).toBe(404);

    // spec 02 §5: 'Email is already taken!' with another invite.
    await call('POST', '/v1/team_member_invites', admin, { email: 'zoe.second@acme.test', role: 4 });
    const [second] = await outbox('zoe.second@acme.test');
    const taken = await call(
      'POST',
      '/v1/accounts',
      {},
      {
        team_member_invite_token: second.token,
        account: {
          first_name: 'Z',
          last_name: 'N',
          email: 'zoe.new@acme.test',
          password: strongPassword,
          password_confirmation: strongPassword,
        },
      },
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual([MESSAGES.emailTaken]);
  });

  it('the bulk-invite sample is a CSV', async () => {
    const res = await call('GET', '/example-csv', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\n')[0]).toBe('email,role,teams');
  });

  it('issue 14: resending mails a new link and the old one is refused; revoking refuses the mailed link', async () => {
    const created = await call('POST', '/v1/team_member_invites', admin, {
      email: 'ray.resend@acme.test',
      role: 2,
    });
    const { id } = created.json();
    const [first] = await outbox('ray.resend@acme.test');
    const opens = async (token: string) =>
      call('GET', `/v1/accounts/new?team_member_invite_token=${encodeURIComponent(token)}`, {});

    const resent = await call('POST', `/v1/team_member_invites/${id}/resend`, admin);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id, email: 'ray.resend@acme.test' });
    expect(resent.json()).not.toHaveProperty('token_hash');
    const mails = await outbox('ray.resend@acme.test');
    expect(mails).toHaveLength(2);
    const second = mails[1];
    expect(second.token).not.toBe(first.token);
    expect((await opens(second.token)).json()).toEqual({ email: 'ray.resend@acme.test' });
    const stale = await opens(first.token);
    expect(stale.statusCode).toBe(404);
    expect(stale.body).toContain('This invitation is not valid or was already used.');

    // Another profile's admin sees no such invite; an agent may not touch invites (spec 01 §6).
    const globex = (await signIn(app, 'admin@globex.test')).headers;
    expect((await call('POST', `/v1/team_member_invites/${id}/resend`, globex)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/team_member_invites/${id}`, globex)).statusCode).toBe(404);
    const agent = (await signIn(app, 'agent@acme.test')).headers;
    expect((await call('DELETE', `/v1/team_member_invites/${id}`, agent)).statusCode).toBe(403);

    const revoked = await call('DELETE', `/v1/team_member_invites/${id}`, admin);
    expect(revoked.statusCode).toBe(204);
    const refused = await opens(second.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain('This invitation is not valid or was already used.');
    const list = (await call('GET', '/v1/team_member_invites', admin)).json() as { id: number }[];
    expect(list.map((i) => i.id)).not.toContain(id);
    // Gone: a second revoke or a resend finds nothing, and the e-mail may be invited again.
    expect((await call('DELETE', `/v1/team_member_invites/${id}`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/v1/team_member_invites/${id}/resend`, admin)).statusCode).toBe(404);
    const again = await call('POST', '/v1/team_member_invites', admin, {
      email: 'ray.resend@acme.test',
      role: 2,
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('spec 01 §7: password reset', () => {
  it('request, check, reset; the new password signs in, the old does not, the token is single use', async () => {
    const req = await call(
      'POST',
      '/v1/accounts/preferences/security/password_reset',
      {},
      { email: 'agent@acme.test' },
    );
    expect(req.statusCode).toBe(200);
    // An unknown e-mail gets the same answer and no mail.
    const unknown = await call(
      'POST',
      '/v1/accounts/preferences/security/password_reset',
      {},
      { email: 'nobody@acme.test' },
    );
    expect(unknown.json()).toEqual(req.json());
    expect(await outbox('nobody@acme.test')).toEqual([]);

    const [mail] = (await outbox('agent@acme.test')).slice(-1);
    expect(mail.kind).toBe('password_reset');
    expect(
      (await call('GET', `/v1/accounts/preferences/security/password_reset?token=${mail.token}`, {})).json(),
    ).toEqual({ email: 'agent@acme.test' });
    const reset = await call(
      'PUT',
      '/v1/accounts/preferences/security/password_reset',
      {},
      {
        token: mail.token,
        account: { password: strongPassword, password_confirmation: strongPassword },
      },
    );
    expect(reset.statusCode).toBe(200);
    expect(
      (await call('POST', '/v1/session', {}, { email: 'agent@acme.test', password: PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/v1/session', {}, { email: 'agent@acme.test', password: strongPassword }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/v1/accounts/preferences/security/password_reset?token=${mail.token}`, {}))
        .statusCode,
    ).toBe(404);
  });
});

describe('spec 01 §7: teams and accounts', () => {
  it('create with members, rename, replace members, delete; members see it on their account', async () => {
    const created = await call('POST', '/v1/teams', admin, { name: 'Night Shift', account_ids: [3, 4] });
    expect(created.statusCode).toBe(201);
    const team = created.json();
    expect(team.account_ids).toEqual([3, 4]);
    const patched = await call('PATCH', `/v1/teams/${team.id}`, admin, {
      name: 'Night Crew',
      account_ids: [4],
    });
    expect(patched.json()).toMatchObject({ name: 'Night Crew', account_ids: [4] });
    const guest = await call('GET', '/v1/accounts/4', admin);
    expect(guest.json().teams.map((t: { name: string }) => t.name)).toContain('Night Crew');
    expect((await call('DELETE', `/v1/teams/${team.id}`, admin)).statusCode).toBe(204);
    const after = await call('GET', '/v1/accounts/4', admin);
    expect(after.json().teams.map((t: { name: string }) => t.name)).not.toContain('Night Crew');
  });

  it('a team member from another profile is refused', async () => {
    const res = await call('POST', '/v1/teams', admin, { name: 'Mixed', account_ids: [6] });
    expect(res.statusCode).toBe(422);
  });

  it('PATCH /v1/accounts/{id} changes role and teams; DELETE sets state 2 and ends its sessions', async () => {
    const agentSession = await signIn(app, 'guest@acme.test');
    const patched = await call('PATCH', '/v1/accounts/4', admin, { role: 2, team_ids: [1, 2] });
    expect(patched.json()).toMatchObject({ role: 2, teams: [{ id: 1 }, { id: 2 }] });
    expect((await call('PATCH', '/v1/accounts/4', admin, { role: 0 })).statusCode).toBe(403);
    expect((await call('DELETE', '/v1/accounts/4', admin)).statusCode).toBe(204);
    expect((await call('GET', '/v1/accounts/4', agentSession.headers)).statusCode).toBe(401);
    const list = await call('GET', '/v1/accounts', admin);
    expect(list.json().map((a: { id: number }) => a.id)).not.toContain(4);
    const view = await call('GET', '/v1/admin/accounts/4', sysadmin);
    expect(view.json().state).toBe(2);
  });

  it('an admin cannot see another profile’s accounts; a system admin can', async () => {
    expect((await call('GET', '/v1/accounts?business_profile_id=11', admin)).statusCode).toBe(403);
    const res = await call('GET', '/v1/accounts?business_profile_id=11', sysadmin);
    expect(res.json().map((a: { email: string }) => a.email)).toEqual(['admin@globex.test']);
  });
});

describe('spec 01 §4, §7: notifications', () => {
  it('seeded in every state; mark as read by ids; dismiss; someone else’s is unknown', async () => {
    const list = (await call('GET', '/v1/notifications', admin)).json() as {
      id: number;
      read_at: string | null;
      dismissed: boolean;
      category: string | null;
      text: string;
    }[];
    expect(list.some((n) => n.read_at === null)).toBe(true);
    expect(list.some((n) => n.dismissed)).toBe(true);
    expect(list.some((n) => n.category === 'permissions_error')).toBe(true);
    expect(list.some((n) => n.text.length > 100)).toBe(true);
    const unread = list.filter((n) => n.read_at === null).map((n) => n.id);
    const marked = await call('POST', '/v1/notifications/mark_as_read', admin, { ids: unread });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().ids).toEqual([...unread].sort((a, b) => a - b));
    const again = await call('POST', '/v1/notifications/mark_as_read', admin, { ids: unread });
    expect(again.json().ids).toEqual([]);
    const dismissed = await call('PATCH', `/v1/notifications/${unread[0]}`, admin, { dismissed: true });
    expect(dismissed.json()).toMatchObject({ id: unread[0], dismissed: true });
    const other = (await call('GET', '/v1/notifications', sysadmin)).json()[0].id;
    expect((await call('PATCH', `/v1/notifications/${other}`, admin, { dismissed: true })).statusCode).toBe(
      404,
    );
  });
});

describe('spec 01 §7: account events', () => {
  it('filters by accounts, range and context; labels; create', async () => {
    const labels = (await call('GET', '/v1/account_events/labels', admin)).json();
    expect(labels.length).toBeGreaterThan(3);
    const all = (await call('GET', '/v1/account_events', admin)).json() as {
      account_id: number;
      created_at: string;
      context_type: string | null;
    }[];
    expect(all.length).toBeGreaterThan(0);
    const from = new Date(FIXED_NOW.getTime() - 7 * 86_400_000).toISOString();
    const to = FIXED_NOW.toISOString();
    const ranged = (
      await call('GET', `/v1/account_events?account_ids[]=3&range[from]=${from}&range[to]=${to}`, admin)
    ).json() as typeof all;
    expect(ranged.every((e) => e.account_id === 3 && e.created_at >= from && e.created_at < to)).toBe(true);
    expect(ranged.length).toBe(
      all.filter((e) => e.account_id === 3 && e.created_at >= from && e.created_at < to).length,
    );
    const created = await call('POST', '/v1/account_events', admin, {
      label: 'exported_csv',
      context_type: 'dashboard',
      context_id: 7,
    });
    expect(created.statusCode).toBe(201);
    const ctx = (
      await call('GET', '/v1/account_events?context_type=dashboard&context_id=7', admin)
    ).json() as { id: number }[];
    expect(ctx.map((e) => e.id)).toContain(created.json().id);
  });
});

describe('spec 01 §7, spec 02 §7: admin business profiles, SAML, discord bots', () => {
  it('create as multipart with a logo, copying a profile copies its configuration', async () => {
    const boundary = '----specboundary';
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const parts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nInitech 2\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="copied_business_profile_id"\r\n\r\n1\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ];
    const payload = Buffer.concat([Buffer.from(parts.join('')), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/business_profiles',
      headers: { ...sysadmin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Initech 2',
      copied_from_business_profile_id: 1,
      time_zone: 'Europe/London',
    });
    expect(created.logo_url).toBe(`data:image/png;base64,${png.toString('base64')}`);
    const teams = (await call('GET', `/v1/teams?business_profile_id=${created.id}`, sysadmin)).json();
    expect(teams.map((t: { name: string }) => t.name).sort()).toEqual(['Marketing', 'Support']);
    const saml = (
      await call(
        'GET',
        `/v1/admin/business_profiles/preferences/sso/saml?business_profile_id=${created.id}`,
        sysadmin,
      )
    ).json();
    expect(saml).toMatchObject({ idp_entity_id: 'https://sts.acme-idp.test/acme/', is_active: false });

    const renamed = await call('PATCH', `/v1/admin/business_profiles/${created.id}`, sysadmin, {
      name: 'Initech Two',
    });
    expect(renamed.json().name).toBe('Initech Two');
    const one = (await call('GET', '/v1/admin/business_profiles/1', sysadmin)).json();
    expect(one.default_account).toEqual({ id: 2 });
  });

  it('a logo that is not an image is refused', async () => {
    const res = await call('POST', '/v1/admin/business_profiles', sysadmin, {
      name: 'Logo Test',
      logo: { filename: 'x.exe', mimetype: 'application/x-msdownload', data_base64: 'TVqQ' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.logo).toEqual([MESSAGES.isFormatValid]);
  });

  it('SAML configuration saves and reads back; discord bots list per profile', async () => {
    const saved = await call('PUT', '/v1/admin/business_profiles/preferences/sso/saml', admin, {
      idp_login_url: 'https://idp.acme.test/sso',
      idp_entity_id: 'urn:acme',
      idp_cert: '-----BEGIN CERTIFICATE-----\nQUJDRA==\n-----END CERTIFICATE-----',
      is_active: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await call('GET', '/v1/admin/business_profiles/preferences/sso/saml', admin)).json(),
    ).toMatchObject({ is_active: true, idp_entity_id: 'urn:acme' });
    const bots = (await call('GET', '/v1/admin/business_profiles/discord_bots', admin)).json();
    expect(bots.every((b: { business_profile_id: number }) => b.business_profile_id === 1)).toBe(true);
    expect(bots.length).toBeGreaterThan(0);
    expect(
      (await call('GET', '/v1/admin/business_profiles/discord_bots?business_profile_id=11', admin))
        .statusCode,
    ).toBe(403);
  });
});

describe('spec 01 §3: preferences', () => {
  it('general, default streams and helper defaults save on the account', async () => {
    const general = await call('PUT', '/v1/accounts/preferences/general', admin, { review_on_reply: true });
    expect(general.json().preferences.general.review_on_reply).toBe(true);
    const streams = await call('PUT', '/v1/accounts/preferences/ui/default_streams', admin, {
      default_dashboard_streams: [3, 1, 3],
    });
    expect(streams.json().preferences.ui.default_dashboard_streams).toEqual([3, 1]);
    const helper = await call('PUT', '/accounts/preferences/ui/tabs/helper/default_settings', admin, {
      default_settings: { language: 'en', tone: 'friendly', answer_length: 'short' },
    });
    expect(helper.json().preferences.ui.helper_default_settings).toEqual({
      language: 'en',
      tone: 'friendly',
      answer_length: 'short',
    });
  });
});
