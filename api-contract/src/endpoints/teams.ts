/** Teams (spec 01 §7 "Accounts and teams"). */
import { z } from 'zod';
import {
  teamCreateBodySchema,
  teamIdParamsSchema,
  teamListQuerySchema,
  teamListSchema,
  teamSchema,
  teamUpdateBodySchema,
} from '../schemas/team.ts';
import { MANAGERS } from './accounts.ts';
import { endpoint } from './define.ts';

/** Every signed-in role reads teams: the visibility selector offers them (spec 01 §2). */
export const listTeams = endpoint('teams.list', 'GET', '/v1/teams', {
  query: teamListQuerySchema,
  response: teamListSchema,
  summary: 'Teams of the caller’s business profile, with their members’ account ids',
});

export const createTeam = endpoint('teams.create', 'POST', '/v1/teams', {
  body: teamCreateBodySchema,
  response: teamSchema,
  access: { kind: 'session', roles: MANAGERS },
  summary: "Create a team ('Team name already exists')",
});

export const updateTeam = endpoint('teams.update', 'PATCH', '/v1/teams/:id', {
  params: teamIdParamsSchema,
  body: teamUpdateBodySchema,
  response: teamSchema,
  access: { kind: 'session', roles: MANAGERS },
  summary: 'Rename a team or replace its members',
});

export const deleteTeam = endpoint('teams.delete', 'DELETE', '/v1/teams/:id', {
  params: teamIdParamsSchema,
  response: z.undefined(),
  status: 204,
  responseType: 'empty',
  access: { kind: 'session', roles: MANAGERS },
  summary: 'Delete a team; its members leave it',
});
