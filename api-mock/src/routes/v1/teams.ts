/** spec 01 §7: teams, with members as account_ids ('Team name already exists', spec 01 §5). */
import { teams } from '@sl/api-contract/endpoints';
import { ACCOUNT_STATES } from '@sl/api-contract/schemas/common';
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import type { TeamWire } from '@sl/api-contract/schemas/team';
import type { FastifyInstance } from 'fastify';
import { callerOf, profileScope } from '../../lib/access.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { assertIdsInProfile, nextId } from '../../lib/records.ts';
import type { MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TeamRecord } from '../../store/records.ts';
import type { Store } from '../../store/store.ts';

const UNKNOWN_ACCOUNT = 'One or more accounts do not exist in this business profile.';

/** Membership lives on the account (team_ids); a team's account_ids are read from there. */
export function serializeTeam(store: Store, team: TeamRecord): TeamWire {
  const members = store.accounts
    .all()
    .filter((a) => a.state === ACCOUNT_STATES.ACTIVE && a.team_ids.includes(team.id))
    .map((a) => a.id)
    .sort((a, b) => a - b);
  return {
    id: team.id,
    name: team.name,
    business_profile_id: team.business_profile_id,
    account_ids: members,
  };
}

export default async function teamRoutes(app: FastifyInstance, options: MockContext) {
  const { store } = options;

  const nameTaken = (profileId: number, name: string, exceptId?: number) =>
    store.teams
      .findMany((q) => q.where({ business_profile_id: profileId }))
      .some((t) => t.id !== exceptId && t.name.trim().toLowerCase() === name.trim().toLowerCase());

  const checkAccounts = (profileId: number, ids: readonly number[]) =>
    assertIdsInProfile(store.accounts, ids, profileId, 'account_ids', {
      accept: (a) => a.state === ACCOUNT_STATES.ACTIVE,
      status: 422,
      message: UNKNOWN_ACCOUNT,
    });

  /** Makes exactly `accountIds` the members of the team, touching only accounts that change. */
  const setMembers = async (team: TeamRecord, accountIds: readonly number[]) => {
    const wanted = new Set(accountIds);
    const changing = new Set(
      store.accounts
        .all()
        .filter(
          (a) =>
            a.business_profile_id === team.business_profile_id &&
            wanted.has(a.id) !== a.team_ids.includes(team.id),
        )
        .map((a) => a.id),
    );
    if (changing.size === 0) return;
    await store.accounts.updateMany((q) => q.where({ id: (id) => changing.has(id) }), {
      data(a) {
        a.team_ids = wanted.has(a.id) ? [...a.team_ids, team.id] : a.team_ids.filter((id) => id !== team.id);
      },
    });
  };

  const findTeam = (me: { business_profile_id: number; role: number }, id: number) => {
    const team = store.teams.findFirst((q) => q.where({ id }));
    if (!team || (me.role !== 0 && team.business_profile_id !== me.business_profile_id)) {
      throw new HttpError(404, 'Team not found.');
    }
    return team;
  };

  contractRoute(app, options, teams.listTeams, async ({ identity, query }) => {
    const profileId = profileScope(store, identity, query.business_profile_id);
    return store.teams
      .findMany((q) => q.where({ business_profile_id: profileId }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
      .map((t) => serializeTeam(store, t));
  });

  contractRoute(app, options, teams.createTeam, async ({ identity, body }) => {
    const { account: me } = callerOf(identity);
    const profileId = me.business_profile_id;
    if (nameTaken(profileId, body.name)) {
      throw new HttpError(422, MESSAGES.teamNameTaken, { name: [MESSAGES.teamNameTaken] });
    }
    const members = checkAccounts(profileId, body.account_ids);
    const team = await store.teams.create({
      id: nextId(store.teams.all()),
      name: body.name,
      business_profile_id: profileId,
    });
    await setMembers(team, members);
    return serializeTeam(store, team);
  });

  contractRoute(app, options, teams.updateTeam, async ({ identity, params, body }) => {
    const { account: me } = callerOf(identity);
    const team = findTeam(me, params.id);
    if (body.name !== undefined && nameTaken(team.business_profile_id, body.name, team.id)) {
      throw new HttpError(422, MESSAGES.teamNameTaken, { name: [MESSAGES.teamNameTaken] });
    }
    const members = body.account_ids && checkAccounts(team.business_profile_id, body.account_ids);
    const name = body.name;
    const updated =
      name === undefined
        ? team
        : await store.teams.update((q) => q.where({ id: team.id }), {
            data(t) {
              t.name = name;
            },
          });
    if (members) await setMembers(team, members);
    return serializeTeam(store, updated ?? team);
  });

  contractRoute(app, options, teams.deleteTeam, async ({ identity, params }) => {
    const { account: me } = callerOf(identity);
    const team = findTeam(me, params.id);
    await setMembers(team, []);
    store.teams.delete((q) => q.where({ id: team.id }));
    return undefined;
  });
}
