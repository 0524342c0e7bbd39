import {
  MEDAL_LABELS,
  PATH_STATUS_LABELS,
  stepProgress,
  summarisePath,
  TEAM_PATH_TEXTS,
  type MemberPathProgress,
  type PathMatrix,
  type PathProgress,
  type PathStepInput,
} from '@ringready/core/team-paths';
import type { AppContext } from '../../context.ts';
import { toCsv } from '../../lib/csv.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { TEAM_LEADS } from '../access/index.ts';
import { listTeamPeople } from '../teams/index.ts';
import type { UserRow } from '../users/index.ts';
import { attemptKey, listTeamPaths, scoredAttempts, teamName, type TeamPathRow } from './path-repository.ts';
import { presentPaths, requireMember, requirePath } from './path-service.ts';

interface Person {
  userId: string;
  name: string;
  email: string;
}

/** Each person's progress on the path, read from their practice reports since the path was set. */
export async function progressOf(ctx: AppContext, row: TeamPathRow, people: Person[]) {
  const steps = row.steps as PathStepInput[];
  const attempts = await scoredAttempts(
    ctx.db,
    people.map((p) => p.userId),
    steps.map((s) => s.scenarioId),
    row.createdAt,
  );
  const now = ctx.now();
  return people.map((person): MemberPathProgress => {
    const progress = steps.map((step) =>
      stepProgress(step, attempts.get(attemptKey(person.userId, step.scenarioId)) ?? [], now),
    );
    return { ...person, ...summarisePath(progress), steps: progress };
  });
}

const isLead = (role: string) => (TEAM_LEADS as readonly string[]).includes(role);

/** A member sees their own progress; a lead sees every person of the team. */
export async function readPathProgress(ctx: AppContext, user: UserRow, id: string): Promise<PathProgress> {
  const { teamId, role } = await requireMember(ctx, user);
  const row = await requirePath(ctx, teamId, id);
  const people = await listTeamPeople(ctx.db, teamId);
  const shown = isLead(role) ? people : people.filter((p) => p.userId === user.id);
  const [path] = await presentPaths(ctx, [row]);
  const members = await progressOf(
    ctx,
    row,
    shown.map(({ userId, name, email }) => ({ userId, name, email })),
  );
  return { path: path!, members };
}

/** The team's people × its paths, each cell the path's status and medal (leads only). */
export async function readPathMatrix(ctx: AppContext, user: UserRow): Promise<PathMatrix> {
  const { teamId, role } = await requireMember(ctx, user);
  if (!isLead(role)) throw forbidden(TEAM_PATH_TEXTS.matrixLeadsOnly);
  const [rows, people] = await Promise.all([listTeamPaths(ctx.db, teamId), listTeamPeople(ctx.db, teamId)]);
  const byPath = await Promise.all(rows.map((row) => progressOf(ctx, row, people)));
  return {
    paths: rows.map((r) => ({ id: r.id, name: r.name, steps: (r.steps as PathStepInput[]).length })),
    members: people.map((person, i) => ({
      userId: person.userId,
      name: person.name,
      email: person.email,
      role: person.role,
      cells: rows.map((row, p) => {
        const { status, stepsPassed, medal } = byPath[p]![i]!;
        return { pathId: row.id, status, stepsPassed, medal };
      }),
    })),
  };
}

/** The matrix as CSV: one row per person, a status column and a medal column per path. */
export async function pathMatrixCsv(ctx: AppContext, user: UserRow): Promise<string> {
  const matrix = await readPathMatrix(ctx, user);
  const header = ['Name', 'Email', 'Role', ...matrix.paths.flatMap((p) => [p.name, `${p.name} medal`])];
  const rows = matrix.members.map((m) => [
    m.name,
    m.email,
    m.role,
    ...m.cells.flatMap((c, i) => [
      c.status === 'complete'
        ? PATH_STATUS_LABELS.complete
        : `${PATH_STATUS_LABELS[c.status]} (${c.stepsPassed}/${matrix.paths[i]!.steps})`,
      c.medal ? MEDAL_LABELS[c.medal] : '',
    ]),
  ]);
  return toCsv(header, rows);
}

/**
 * A person's completed path, for the certificate: the person themselves, or a lead of their team (who names
 * them by `userId`). Anyone else, or a path not complete, is a 404.
 */
export async function findCompletedPath(
  ctx: AppContext,
  user: UserRow,
  id: string,
  userId: string | undefined,
) {
  const { teamId, role } = await requireMember(ctx, user);
  const row = await requirePath(ctx, teamId, id);
  const targetId = userId?.toLowerCase() ?? user.id;
  if (targetId !== user.id && !isLead(role)) throw notFound(TEAM_PATH_TEXTS.memberNotFound);
  const person = (await listTeamPeople(ctx.db, teamId)).find((p) => p.userId === targetId);
  if (!person) throw notFound(TEAM_PATH_TEXTS.memberNotFound);
  const [progress] = await progressOf(ctx, row, [person]);
  if (progress!.status !== 'complete') throw notFound(TEAM_PATH_TEXTS.notCertified);
  const [path] = await presentPaths(ctx, [row]);
  return { path: path!, progress: progress!, teamName: await teamName(ctx.db, teamId) };
}
