import type { LoginResponse } from '@ringready/core/api';
import { FEATURE_UPGRADE_TEXT } from '@ringready/core/billing';
import {
  INVITATION_DAYS,
  type AcceptInvitationRequest,
  type InviteRequest,
  type InvitationPreview,
  type AssignableRole,
  type TeamInvitation,
} from '@ringready/core/team';
import type { AppContext } from '../../context.ts';
import { isUuid } from '../../lib/http.ts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/http-error.ts';
import { createToken, hashPassword, hashToken } from '../../lib/secrets.ts';
import { issueToken, SESSION_TTL_MS } from '../auth/index.ts';
import { lockCheckoutEmail } from '../billing/index.ts';
import { countRequest, enforceRateLimit, MINUTE } from '../../lib/rate-limit.ts';
import { findUserByEmail, findUserById, insertUser, presentUser, type UserRow } from '../users/index.ts';
import {
  countPendingInvitations,
  findInvitationByTokenHash,
  insertInvitation,
  markAccepted,
  revokeInvitation,
  revokePendingForEmail,
} from './invitation-repository.ts';
import { lockTeamAs } from './team-lock.ts';
import { billSeats, ownerPlanHasTeams, seatLimit } from './seat-billing.ts';
import { TEAM_LEADS } from '../access/index.ts';
import { presentInvitation } from './team-presenter.ts';
import { countMembers, emailIsInTeam, insertMember, lockTeam } from './team-repository.ts';
import { TEAM_TEXTS } from './team-texts.ts';

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Invitations one person may send per hour. */
export const INVITES_PER_HOUR = 30;
/** Invitation link lookups and acceptances per client address and minute (the links are public). */
export const LOOKUPS_PER_MINUTE = 30;
export const ACCEPTS_PER_MINUTE = 10;

/** Counted before the input is read, so malformed requests use up the allowance too. */
export async function limitInvitations(ctx: AppContext, userId: string): Promise<void> {
  const now = ctx.now().getTime();
  const windowStart = new Date(Math.floor(now / HOUR) * HOUR);
  if ((await countRequest(ctx.db, `team-invite:${userId}`, windowStart)) > INVITES_PER_HOUR)
    throw tooManyRequests(TEAM_TEXTS.tooManyInvitations);
}
export const limitLookup = (ctx: AppContext, ip: string) =>
  enforceRateLimit(ctx.db, `team-invite-lookup:${ip}`, LOOKUPS_PER_MINUTE, MINUTE, ctx.now());
export const limitAccept = (ctx: AppContext, ip: string) =>
  enforceRateLimit(ctx.db, `team-invite-accept:${ip}`, ACCEPTS_PER_MINUTE, MINUTE, ctx.now());

/**
 * Admins and managers invite someone by e-mail with a one-time link valid INVITATION_DAYS days (the
 * token is random, only its hash is stored). A new invitation of the same e-mail replaces the pending
 * one; someone already in a team cannot be invited (409); members plus pending invitations never
 * exceed the seat limit (409), also under concurrency: the team row is locked while counting.
 */
export async function invite(ctx: AppContext, userId: string, input: InviteRequest): Promise<TeamInvitation> {
  const token = createToken();
  const invitation = await ctx.events.transaction(ctx.db, async (tx, record) => {
    const now = ctx.now();
    const { team } = await lockTeamAs(tx, userId, TEAM_LEADS);
    if (!(await ownerPlanHasTeams(tx, team.ownerId, now))) throw forbidden(FEATURE_UPGRADE_TEXT.team);
    const inTeam = await emailIsInTeam(tx, input.email);
    if (inTeam)
      throw conflict(
        inTeam.teamId === team.id
          ? TEAM_TEXTS.inviteeInYourTeam(input.email)
          : TEAM_TEXTS.inviteeInTeam(input.email),
      );
    await revokePendingForEmail(tx, team.id, input.email, now);
    const taken = (await countMembers(tx, team.id)) + (await countPendingInvitations(tx, team.id, now));
    if (taken >= seatLimit(ctx)) throw conflict(TEAM_TEXTS.noSeats(seatLimit(ctx)));
    const row = await insertInvitation(
      tx,
      {
        teamId: team.id,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: userId,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY),
      },
      now,
    );
    const inviter = await findUserById(tx, userId);
    const invitee = await findUserByEmail(tx, input.email);
    await record('invitation.sent', {
      to: input.email,
      userId: invitee?.id ?? null,
      teamName: team.name,
      invitedBy: inviter?.name ?? 'Your team',
      role: input.role,
      link: `${ctx.config.publicUrl}/join?token=${encodeURIComponent(token)}`,
      validDays: INVITATION_DAYS,
    });
    return row;
  });
  return presentInvitation(invitation);
}

/** Leads of the team withdraw a pending invitation; its link stops working and its seat is free. */
export async function withdrawInvitation(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(TEAM_TEXTS.invitationNotFound);
  await ctx.db.transaction(async (tx) => {
    const { team } = await lockTeamAs(tx, userId, TEAM_LEADS);
    if (!(await revokeInvitation(tx, team.id, id, ctx.now()))) throw notFound(TEAM_TEXTS.invitationNotFound);
  });
}

type FoundInvitation = NonNullable<Awaited<ReturnType<typeof findInvitationByTokenHash>>>;

/** An unknown link is a 404; a used, withdrawn or expired one a 410, each with its own text. */
function usable(found: Awaited<ReturnType<typeof findInvitationByTokenHash>>, now: Date): FoundInvitation {
  if (!found) throw notFound(TEAM_TEXTS.invalidLink);
  const { invitation } = found;
  if (invitation.acceptedAt) throw new HttpError(410, TEAM_TEXTS.usedLink);
  if (invitation.revokedAt) throw new HttpError(410, TEAM_TEXTS.revokedLink);
  if (invitation.expiresAt <= now) throw new HttpError(410, TEAM_TEXTS.expiredLink);
  return found;
}

/** What the join page shows before accepting (public: the token is the credential). */
export async function lookupInvitation(ctx: AppContext, token: string): Promise<InvitationPreview> {
  const { invitation, teamName, invitedBy } = usable(
    await findInvitationByTokenHash(ctx.db, hashToken(token)),
    ctx.now(),
  );
  return {
    teamName,
    invitedBy,
    email: invitation.email,
    role: invitation.role as AssignableRole,
    accountExists: !!(await findUserByEmail(ctx.db, invitation.email)),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** The account an acceptance joins with: the signed-in invited user, or a new one. */
function assertCaller(email: string, existing: UserRow | undefined, caller: UserRow | null) {
  if (!existing) return;
  if (!caller) throw unauthorized(TEAM_TEXTS.signInAs(email));
  if (caller.id !== existing.id) throw forbidden(TEAM_TEXTS.signInAs(email));
}

/**
 * Accepts an invitation, once (the team row is locked and the invitation is marked used in the same
 * transaction, so a second or concurrent acceptance gets 410). A new e-mail gets an account (role member,
 * name and password required); an existing account must be the signed-in caller. The person joins with
 * the invitation's role, the owner's seats grow by one, `team.member-joined` is recorded (its subscriber
 * writes the team admins' `team.member_joined` webhooks), and a new session token signs them in.
 */
export async function acceptInvitation(
  ctx: AppContext,
  input: AcceptInvitationRequest,
  caller: UserRow | null,
): Promise<LoginResponse> {
  const tokenHash = hashToken(input.token);
  const { invitation } = usable(await findInvitationByTokenHash(ctx.db, tokenHash), ctx.now());
  const email = invitation.email;
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing && !input.name) throw badRequest(TEAM_TEXTS.nameRequired);
  if (!existing && !input.password) throw badRequest(TEAM_TEXTS.passwordRequired);
  // hashing is slow: done before the transaction, used only if the account is still new there
  const passwordHash = existing ? null : await hashPassword(input.password!);

  const { user, token } = await ctx.events.transaction(ctx.db, async (tx, record) => {
    const now = ctx.now();
    const team = await lockTeam(tx, invitation.teamId);
    if (!team) throw notFound(TEAM_TEXTS.invalidLink);
    usable(await findInvitationByTokenHash(tx, tokenHash), now);
    await lockCheckoutEmail(tx, email);
    let user = await findUserByEmail(tx, email);
    assertCaller(email, user, caller);
    if (!user) {
      if (!passwordHash) throw unauthorized(TEAM_TEXTS.signInAs(email));
      user = await insertUser(tx, { email, name: input.name!, role: 'member', passwordHash });
    }
    if (!(await ownerPlanHasTeams(tx, team.ownerId, now))) throw forbidden(TEAM_TEXTS.teamPlanInactive);
    const members = await countMembers(tx, team.id);
    if (members >= seatLimit(ctx)) throw conflict(TEAM_TEXTS.noSeats(seatLimit(ctx)));
    const role = invitation.role as AssignableRole;
    if (!(await insertMember(tx, { teamId: team.id, userId: user.id, role }, now)))
      throw conflict(TEAM_TEXTS.alreadyInTeam);
    if (!(await markAccepted(tx, invitation.id, now))) throw new HttpError(410, TEAM_TEXTS.usedLink);
    await billSeats(ctx, tx, team.ownerId, members + 1, now);
    await record('team.member-joined', {
      invitationId: invitation.id,
      teamId: team.id,
      member: { userId: user.id, name: user.name, email, role, joinedAt: now },
    });
    return { user, token: await issueToken(tx, user.id, 'session', SESSION_TTL_MS, now) };
  });
  return { user: await presentUser(ctx.db, user, ctx.now()), token };
}
