import type { FastifyInstance } from 'fastify';
import {
  acceptInvitationRequestSchema,
  changeRoleRequestSchema,
  createTeamRequestSchema,
  invitationTokenSchema,
  inviteRequestSchema,
} from '@ringready/core/team';
import type { AppContext } from '../../context.ts';
import { bearerToken, parseInput, requireAuth, sendJsonText } from '../../lib/http.ts';
import { sessionListQuerySchema } from '@ringready/core/sessions';
import { authenticate } from '../auth/index.ts';
import * as invitations from './invitation-service.ts';
import * as teams from './team-service.ts';

type WithUser = { Params: { userId: string } };
type WithId = { Params: { id: string } };

/**
 * The caller's team: create it, see it, invite (admins and managers), change roles and remove members
 * (admins), leave it; leads read their members' sessions. Invitation links are looked up and accepted
 * without an account. A route the caller's role may not use answers 404, as for a team that is not theirs.
 */
export function registerTeamRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = { config: { public: true } };

  app.get('/api/team', async (req) => teams.getTeam(ctx, requireAuth(req).user.id));

  app.post('/api/team', async (req, reply) => {
    const userId = requireAuth(req).user.id;
    const { name } = parseInput(createTeamRequestSchema, req.body);
    return reply.code(201).send(await teams.createTeam(ctx, userId, name));
  });

  app.post('/api/team/leave', async (req, reply) => {
    await teams.leaveTeam(ctx, requireAuth(req).user.id);
    return reply.code(204).send();
  });

  app.patch<WithUser>('/api/team/members/:userId', async (req) => {
    const adminId = requireAuth(req).user.id;
    const { role } = parseInput(changeRoleRequestSchema, req.body);
    return teams.changeRole(ctx, adminId, req.params.userId, role);
  });

  app.delete<WithUser>('/api/team/members/:userId', async (req, reply) => {
    await teams.removeMember(ctx, requireAuth(req).user.id, req.params.userId);
    return reply.code(204).send();
  });

  app.get<WithUser>('/api/team/members/:userId/sessions', async (req, reply) => {
    const page = parseInput(sessionListQuerySchema, req.query);
    return sendJsonText(
      reply,
      await teams.memberSessions(ctx, requireAuth(req).user.id, req.params.userId, page),
    );
  });

  app.post('/api/team/invitations', async (req, reply) => {
    const userId = requireAuth(req).user.id;
    await invitations.limitInvitations(ctx, userId);
    const input = parseInput(inviteRequestSchema, req.body);
    return reply.code(201).send(await invitations.invite(ctx, userId, input));
  });

  app.delete<WithId>('/api/team/invitations/:id', async (req, reply) => {
    await invitations.withdrawInvitation(ctx, requireAuth(req).user.id, req.params.id);
    return reply.code(204).send();
  });

  app.post('/api/team/invitations/lookup', open, async (req) => {
    await invitations.limitLookup(ctx, req.ip);
    return invitations.lookupInvitation(ctx, parseInput(invitationTokenSchema, req.body).token);
  });

  app.post('/api/team/invitations/accept', open, async (req) => {
    await invitations.limitAccept(ctx, req.ip);
    const input = parseInput(acceptInvitationRequestSchema, req.body);
    // public, but an existing account accepts signed in as the invited e-mail
    const token = bearerToken(req);
    const caller = token ? ((await authenticate(ctx, token))?.user ?? null) : null;
    return invitations.acceptInvitation(ctx, input, caller);
  });
}
