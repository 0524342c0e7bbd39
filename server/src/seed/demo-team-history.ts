/**
 * A demo person's months of history, made by the product's own code: practice conversations between the
 * buyer engine and a scripted salesperson of the person's skill at the time, and sample real calls matched
 * to that skill; every report comes from the analyzer, so the figures shown are true to the reports.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { analyzeTranscript, analyzeTranscriptText } from '@ringready/core/analysis/analyze-call';
import type { AnalysisReport } from '@ringready/core/analysis/types';
import { BUYER_IDS, findBuyerType } from '@ringready/core/buyer-types';
import { normaliseSeed, Picker } from '@ringready/core/buyer-engine/prng';
import { countWords } from '@ringready/core/analysis/text-utils';
import type { Queryable } from '../db/client.ts';
import { conversationMessages, reports, sessions, uploads } from '../db/schema.ts';
import { practiceTranscript } from '../modules/practice/index.ts';
import { extractTranscriptText } from '../modules/uploads/index.ts';
import { SCENARIOS } from './catalog-data.ts';
import { callTier, DEMO_BUSINESS, SAMPLE_CALLS, type DemoPerson } from './demo-team-data.ts';
import { scriptedPractice } from './practice-scripts.ts';

const DAY = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 180;
const transcripts = new URL('../../../core/eval/transcripts/', import.meta.url);
const MIME: Record<string, string> = {
  txt: 'text/plain',
  md: 'text/markdown',
  vtt: 'text/vtt',
  srt: 'application/x-subrip',
  json: 'application/json',
};

export interface PlannedSession {
  id: string;
  type: 'practice' | 'upload';
  createdAt: Date;
  durationSeconds: number;
  scenarioId: string | null;
  buyerType: string | null;
  mode: string | null;
  fileName: string | null;
  upload: { bytes: Buffer; text: string; mimeType: string } | null;
  messages: Array<{ isUser: boolean; text: string; createdAt: Date }>;
  report: AnalysisReport;
}

const samples = new Map<string, Promise<{ bytes: Buffer; text: string }>>();
function sample(file: string) {
  if (!samples.has(file))
    samples.set(
      file,
      (async () => {
        const bytes = readFileSync(new URL(file, transcripts));
        return { bytes, text: await extractTranscriptText(bytes, file) };
      })(),
    );
  return samples.get(file)!;
}

/** The person's skill at a moment: linear from six months ago to today, plus or minus 0.08 of noise. */
function skillAt(person: DemoPerson, daysAgo: number, pick: Picker): number {
  const progress = 1 - daysAgo / HISTORY_DAYS;
  const skill =
    person.skill[0] + (person.skill[1] - person.skill[0]) * progress + (pick.random() - 0.5) * 0.16;
  return Math.max(0, Math.min(1, skill));
}

function planPractice(person: DemoPerson, userName: string, createdAt: Date, skill: number, pick: Picker) {
  const buyer = pick.chance(0.5) ? person.favourite : pick.pick(BUYER_IDS);
  const scenario = pick.pick(SCENARIOS.filter((s) => s.buyerType === buyer));
  const script = scriptedPractice(scenario.id, skill, Math.floor(pick.random() * 2 ** 31), {
    name: userName.split(' ')[0]!,
    business: DEMO_BUSINESS,
  });
  // each turn takes as long as it is to say at 150 words a minute, plus a two-second pause
  let at = createdAt.getTime();
  const messages = script.messages.map((m) => {
    const message = { ...m, createdAt: new Date(at) };
    at += (countWords(m.text) / 2.5 + 2) * 1000;
    return message;
  });
  const buyerName = findBuyerType(buyer)!.name;
  const report = analyzeTranscript(practiceTranscript(messages, userName, buyerName), {
    salespersonSpeakers: [userName],
  });
  return {
    type: 'practice' as const,
    durationSeconds: Math.round((at - createdAt.getTime()) / 1000),
    scenarioId: scenario.id,
    buyerType: buyer,
    mode: pick.chance(0.6) ? 'coaching' : 'basic',
    fileName: null,
    upload: null,
    messages,
    report,
  };
}

async function planCall(userName: string, createdAt: Date, skill: number, pick: Picker) {
  const file = pick.pick(SAMPLE_CALLS[callTier(skill)]);
  const { bytes, text } = await sample(file);
  const ext = file.split('.').pop()!;
  const fileName = `${file.split('-')[2]}-consultation-${createdAt.toISOString().slice(0, 10)}.${ext}`;
  const report = analyzeTranscriptText(text, fileName, { accountName: userName });
  // sample calls without timestamps: estimate the length at 150 spoken words a minute
  const seconds = report.callMetrics.durationSeconds ?? (report.callMetrics.totalWords / 150) * 60;
  return {
    type: 'upload' as const,
    durationSeconds: Math.round(seconds),
    scenarioId: null,
    buyerType: null,
    mode: null,
    fileName,
    upload: { bytes, text, mimeType: MIME[ext] ?? 'text/plain' },
    messages: [],
    report,
  };
}

/** The person's sessions, oldest first, spread evenly (with jitter) over their history's days. */
export async function planHistory(
  person: DemoPerson,
  userName: string,
  now: Date,
): Promise<PlannedSession[]> {
  const pick = new Picker(normaliseSeed(`${person.name} history`));
  const total = person.practice + person.calls;
  let callsLeft = person.calls;
  const planned: PlannedSession[] = [];
  for (let i = 0; i < total; i++) {
    const span = person.fromDays - person.toDays;
    const daysAgo = person.fromDays - (span * (i + 0.2 + pick.random() * 0.6)) / total;
    const createdAt = new Date(now.getTime() - daysAgo * DAY);
    const skill = skillAt(person, daysAgo, pick);
    const isCall = pick.chance(callsLeft / (total - i));
    if (isCall) callsLeft -= 1;
    const session = isCall
      ? await planCall(userName, createdAt, skill, pick)
      : planPractice(person, userName, createdAt, skill, pick);
    planned.push({ id: randomUUID(), createdAt, ...session });
  }
  return planned;
}

/** Writes the planned sessions as completed ones, each with its report (and transcript or upload). */
export async function insertHistory(q: Queryable, userId: string, planned: PlannedSession[]): Promise<void> {
  if (!planned.length) return;
  const endOf = (p: PlannedSession) => new Date(p.createdAt.getTime() + p.durationSeconds * 1000);
  await q.insert(sessions).values(
    planned.map((p) => ({
      id: p.id,
      userId,
      type: p.type,
      status: 'completed',
      scenarioId: p.scenarioId,
      buyerType: p.buyerType,
      mode: p.mode,
      fileName: p.fileName,
      durationSeconds: p.durationSeconds,
      voiceProvider: p.type === 'practice' ? 'builtin' : null,
      startedAt: p.createdAt,
      endedAt: endOf(p),
      lastActivityAt: endOf(p),
      createdAt: p.createdAt,
    })),
  );
  await q.insert(reports).values(
    planned.map((p) => ({
      sessionId: p.id,
      overallScore: p.report.overallScore,
      data: p.report,
      createdAt: endOf(p),
    })),
  );
  const messages = planned.flatMap((p) =>
    p.messages.map((m, seq) => ({
      sessionId: p.id,
      seq,
      isUser: m.isUser,
      text: m.text,
      createdAt: m.createdAt,
    })),
  );
  if (messages.length) await q.insert(conversationMessages).values(messages);
  const files = planned.filter((p) => p.upload);
  if (files.length)
    await q.insert(uploads).values(
      files.map((p) => ({
        sessionId: p.id,
        fileName: p.fileName!,
        mimeType: p.upload!.mimeType,
        sizeBytes: p.upload!.bytes.length,
        content: p.upload!.bytes,
        extractedText: p.upload!.text,
        createdAt: p.createdAt,
      })),
    );
}
