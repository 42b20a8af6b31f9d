/**
 * spec 01 §7 "Accounts and teams": the people of a profile, sign-up from an invite, role and
 * team changes, deletion (state deleted = 2), invites, and the bulk-invite sample file.
 */
import { accounts } from '@sl/api-contract/endpoints';
import { passwordRuleErrors } from '@sl/api-contract/schemas/account';
import { ACCOUNT_STATES, ROLE_LABELS, ROLES } from '@sl/api-contract/schemas/common';
import { MESSAGES, notFoundText } from '@sl/api-contract/schemas/errors';
import type { FastifyInstance } from 'fastify';
import { callerOf, FORBIDDEN, profileScope } from '../../lib/access.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { hashToken } from '../../lib/hash-token.ts';
import { hashPassword } from '../../lib/password.ts';
import { assertIdsInProfile, deleteRecord, nextId } from '../../lib/records.ts';
import { htmlParagraphs, sendMail } from '../../lib/send-mail.ts';
import { newToken } from '../../lib/tokens.ts';
import type { MockContext } from '../../plugins/auth.ts';
import { useCookies } from '../../plugins/cookies.ts';
import { HttpError } from '../../plugins/errors.ts';
import { serializeAccount } from '../../serializers/account.ts';
import { newAccountPreferences } from '../../store/load-identity-records.ts';
import type { AccountRecord } from '../../store/records.ts';
import type { Store } from '../../store/store.ts';
import { fieldErrors, updateAccount } from './account-security.ts';
import { openSession, sessionPayload } from './session.ts';

const INVALID_INVITE = 'This invitation is not valid or was already used.';
const UNKNOWN_TEAM = 'One or more teams do not exist in this business profile.';

export const EXAMPLE_CSV = [
  'email,role,teams',
  'jane.doe@example.com,Agent,Support',
  'john.smith@example.com,Guest,',
  'lee.chen@example.com,Admin,Support;Marketing',
  '',
].join('\n');

/** Team ids must name teams of the profile (spec 01 §3: members via account_ids / team_ids). */
export function checkTeamIds(store: Store, profileId: number, ids: readonly number[]): number[] {
  return assertIdsInProfile(store.teams, ids, profileId, 'team_ids', { status: 422, message: UNKNOWN_TEAM });
}

/** Whether `me` may manage `target` (same profile; only a system admin touches a system admin). */
function manageable(me: AccountRecord, target: AccountRecord | undefined): target is AccountRecord {
  if (!target || target.state !== ACCOUNT_STATES.ACTIVE) return false;
  if (me.role === ROLES.SYS_ADMIN) return true;
  return target.business_profile_id === me.business_profile_id && target.role !== ROLES.SYS_ADMIN;
}

export default async function accountManagementRoutes(app: FastifyInstance, options: MockContext) {
  // It sets or reads the host session cookie (plugins/cookies.ts).
  await useCookies(app);
  const { store } = options;
  const { teamMemberInvites } = store.collections;

  const list = ({
    identity,
    query,
  }: {
    identity: Parameters<typeof callerOf>[0];
    query: { business_profile_id?: number };
  }) => {
    const profileId = profileScope(store, identity, query.business_profile_id);
    return store.accounts
      .findMany((q) => q.where({ business_profile_id: profileId, state: ACCOUNT_STATES.ACTIVE }))
      .sort((a, b) => a.id - b.id)
      .map((a) => serializeAccount(store, a));
  };
  contractRoute(app, options, accounts.listAccounts, list);
  contractRoute(app, options, accounts.listAccountsLegacy, list);

  const pendingInvite = (token: string) => {
    const invite = teamMemberInvites.findFirst((q) => q.where({ token_hash: hashToken(token) }));
    return invite && invite.accepted_at === null ? invite : null;
  };

  contractRoute(app, options, accounts.newAccount, async ({ query }) => {
    const invite = pendingInvite(query.team_member_invite_token);
    if (!invite) throw new HttpError(404, INVALID_INVITE);
    return { email: invite.email };
  });

  contractRoute(app, options, accounts.signUp, async ({ body, reply }) => {
    const email = body.account.email.toLowerCase();
    const acceptableInvite = () => {
      const invite = pendingInvite(body.team_member_invite_token);
      if (!invite) throw new HttpError(404, INVALID_INVITE);
      // spec 02 §5: signing up with an e-mail already taken.
      if (store.findAccountByEmail(email)) {
        throw new HttpError(422, MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
      }
      return invite;
    };
    acceptableInvite();
    const errors = passwordRuleErrors(body.account.password, body.account.password_confirmation);
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const passwordHash = await hashPassword(body.account.password);
    // Checked again after the hash (other requests ran meanwhile): an invite is accepted once.
    const invite = acceptableInvite();
    // A team deleted since the invite is simply not joined.
    const teamIds = invite.team_ids.filter((id) => store.teams.findFirst((q) => q.where({ id })));
    const account = await store.accounts.create({
      id: nextId(store.accounts.all()),
      email,
      password_hash: passwordHash,
      first_name: body.account.first_name,
      last_name: body.account.last_name,
      role: invite.role,
      state: ACCOUNT_STATES.ACTIVE,
      business_profile_id: invite.business_profile_id,
      team_ids: teamIds,
      avatar_url: null,
      otp_secret: null,
      otp_enabled: false,
      otp_pending_secret: null,
      backup_codes: [],
      preferences: newAccountPreferences(),
    });
    await teamMemberInvites.update((q) => q.where({ id: invite.id }), {
      data(i) {
        i.accepted_at = new Date(options.now()).toISOString();
      },
    });
    return sessionPayload(store, openSession(store, account.id, options, reply), account);
  });

  contractRoute(app, options, accounts.updateAccount, async ({ identity, params, body }) => {
    const { account: me } = callerOf(identity);
    const target = store.findAccount(params.id);
    if (!manageable(me, target)) throw new HttpError(404, 'Account not found.');
    // Only a system admin hands out the system-admin role; nobody changes their own role.
    if (body.role === ROLES.SYS_ADMIN && me.role !== ROLES.SYS_ADMIN) throw new HttpError(403, FORBIDDEN);
    if (body.role !== undefined && body.role !== target.role && target.id === me.id) {
      throw new HttpError(422, 'You cannot change your own role.', {
        role: ['You cannot change your own role.'],
      });
    }
    const teamIds = body.team_ids && checkTeamIds(store, target.business_profile_id, body.team_ids);
    const updated = await updateAccount(store, target.id, (a) => {
      if (body.role !== undefined) a.role = body.role;
      if (teamIds) a.team_ids = teamIds;
    });
    return serializeAccount(store, updated);
  });

  contractRoute(app, options, accounts.deleteAccount, async ({ identity, params }) => {
    const { account: me } = callerOf(identity);
    const target = store.findAccount(params.id);
    if (!manageable(me, target)) throw new HttpError(404, 'Account not found.');
    if (target.id === me.id) throw new HttpError(422, 'You cannot delete your own account.');
    // spec 01 §4: deleted is a state (2), not a removal; the account's sessions end.
    await updateAccount(store, target.id, (a) => {
      a.state = ACCOUNT_STATES.DELETED;
    });
    for (const [key, s] of store.sessions) if (s.accountId === target.id) store.sessions.delete(key);
    return undefined;
  });

  type InviteRecord = NonNullable<ReturnType<typeof teamMemberInvites.findFirst>>;
  const inviteWire = ({ token_hash: _hash, ...invite }: InviteRecord) => invite;

  /** Gives the invite a fresh token (the only one that opens sign-up) and mails its link. */
  const mailInvite = async (me: AccountRecord, inviteId: number) => {
    const token = newToken();
    const stored = await teamMemberInvites.update((q) => q.where({ id: inviteId }), {
      data: (draft) => {
        draft.token_hash = hashToken(token);
      },
    });
    if (!stored) throw new HttpError(404, notFoundText('Invite'));
    const profile = store.businessProfiles.findFirst((q) => q.where({ id: stored.business_profile_id }));
    const link = `/n/signup?team_member_invite_token=${encodeURIComponent(token)}`;
    const lines = [
      `${me.first_name} ${me.last_name} invited you to join ${profile?.name ?? 'their team'} as ${ROLE_LABELS[stored.role]}.`,
      'Open the link below to choose your name and password.',
    ];
    await sendMail(
      store,
      {
        kind: 'team_member_invite',
        to: [stored.email],
        subject: `You are invited to ${profile?.name ?? 'Social Listening'}`,
        text: `${lines.join('\n\n')}\n\n${link}\n`,
        html: htmlParagraphs(lines, { href: link, label: 'Accept the invitation' }),
        token,
        link,
      },
      options.now(),
    );
    return stored;
  };

  contractRoute(app, options, accounts.listInvites, async ({ identity }) => {
    const { account: me } = callerOf(identity);
    return teamMemberInvites
      .findMany((q) => q.where({ business_profile_id: me.business_profile_id, accepted_at: null }))
      .sort((a, b) => a.id - b.id)
      .map(inviteWire);
  });

  contractRoute(app, options, accounts.createInvite, async ({ identity, body }) => {
    const { account: me } = callerOf(identity);
    const email = body.email.toLowerCase();
    if (body.role === ROLES.SYS_ADMIN && me.role !== ROLES.SYS_ADMIN) throw new HttpError(403, FORBIDDEN);
    // spec 02 §5: an invite to an e-mail already in use (an account, or an invite still pending).
    const pending = teamMemberInvites.findFirst((q) => q.where({ email, accepted_at: null }));
    if (store.findAccountByEmail(email) || pending) {
      throw new HttpError(422, MESSAGES.inviteEmailInUse, { email: [MESSAGES.inviteEmailInUse] });
    }
    const teamIds = checkTeamIds(store, me.business_profile_id, body.team_ids);
    const invite = await teamMemberInvites.create({
      id: nextId(teamMemberInvites.all()),
      email,
      role: body.role,
      team_ids: teamIds,
      business_profile_id: me.business_profile_id,
      invited_by_account_id: me.id,
      created_at: new Date(options.now()).toISOString(),
      accepted_at: null,
      token_hash: '',
    });
    return inviteWire(await mailInvite(me, invite.id));
  });

  /** A pending invite of the caller's profile; another profile's, or one accepted, does not exist here. */
  const pendingOfProfile = (me: AccountRecord, id: number) => {
    const invite = teamMemberInvites.findFirst((q) => q.where({ id }));
    if (!invite || invite.accepted_at !== null || invite.business_profile_id !== me.business_profile_id) {
      throw new HttpError(404, notFoundText('Invite'));
    }
    return invite;
  };

  // Resending mails a new token: the hash of the earlier one is replaced, so its link is refused.
  contractRoute(app, options, accounts.resendInvite, async ({ identity, params }) => {
    const { account: me } = callerOf(identity);
    return inviteWire(await mailInvite(me, pendingOfProfile(me, params.id).id));
  });

  // Revoking removes the invite: its link answers INVALID_INVITE and the e-mail may be invited again.
  contractRoute(app, options, accounts.revokeInvite, async ({ identity, params }) => {
    const { account: me } = callerOf(identity);
    deleteRecord(teamMemberInvites, pendingOfProfile(me, params.id));
    return undefined;
  });

  contractRoute(app, options, accounts.exampleCsv, async ({ reply }) => {
    reply.header('content-disposition', 'attachment; filename="example.csv"');
    return EXAMPLE_CSV;
  });
}
