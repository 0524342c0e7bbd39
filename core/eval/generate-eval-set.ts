/**
 * Builds the labelled eval set: reads the authored sources in core/eval/sources (one call each, questions
 * tagged {pf} {cf} {cl} {ot} by hand), renders each into its export format under core/eval/transcripts and
 * writes core/eval/labels.json. Run: node --experimental-strip-types core/eval/generate-eval-set.ts
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countWords } from '../src/analysis/text-utils.ts';
import { labelFor, renderTurns, timeTurns, type SourceTurn } from './render-formats.ts';
import { buildDocx } from './write-docx.ts';
import type { Label } from './label.ts';

const DIR = import.meta.dirname;
const TYPES: Record<string, string> = { pf: 'problemFinding', cf: 'criteriaFinding', cl: 'clarifying', ot: 'other' };


function parseSource(text: string) {
  const meta: Record<string, string> = {};
  const blocks: Record<string, string[]> = { header: [], footer: [] };
  const turns: SourceTurn[] = [];
  const questions: Array<{ text: string; type: string }> = [];
  let block: string | null = null;
  for (const line of text.split('\n')) {
    const m = /^# (\w+): (.*)$/.exec(line);
    if (m) {
      meta[m[1]!] = m[2]!.trim();
      continue;
    }
    if (/^@(header|footer)$/.test(line)) {
      block = line.slice(1);
      continue;
    }
    if (line === '@end') {
      block = null;
      continue;
    }
    if (block) {
      blocks[block]!.push(line);
      continue;
    }
    const t = /^([A-Z][\w'.]*(?: [A-Z][\w'.]*)?): (.+)$/.exec(line);
    if (!t) continue;
    let body = t[2]!;
    for (;;) {
      const tag = /\s*\{(pf|cf|cl|ot)\}/.exec(body);
      if (!tag) break;
      const before = body.slice(0, tag.index);
      const starts = [...before.slice(0, -1).matchAll(/[.!?…]["”]?\s+/g)];
      const start = starts.length ? starts[starts.length - 1]!.index! + starts[starts.length - 1]![0].length : 0;
      if (meta.salesperson!.split(',').map((s) => s.trim()).includes(t[1]!)) {
        questions.push({ text: before.slice(start).trim(), type: TYPES[tag[1]!]! });
      }
      body = before + body.slice(tag.index + tag[0].length);
    }
    turns.push({ speaker: t[1]!, text: body.trim() });
  }
  return { meta, header: blocks.header!.join('\n').trim(), footer: blocks.footer!.join('\n').trim(), turns, questions };
}

const labels: Label[] = [];
for (const name of readdirSync(join(DIR, 'sources')).filter((f) => f.endsWith('.txt')).sort()) {
  const { meta, header, footer, turns, questions } = parseSource(readFileSync(join(DIR, 'sources', name), 'utf8'));
  const format = meta.format!;
  const order = [...new Set(turns.map((t) => t.speaker))];
  const renderFormat = format === 'docx' ? 'otter' : format;
  const timed = timeTurns(turns, (s) => labelFor(renderFormat, s, order));
  const sellers = meta.salesperson!.split(',').map((s) => s.trim());
  const total = turns.reduce((a, t) => a + countWords(t.text), 0);
  const seller = turns.filter((t) => sellers.includes(t.speaker)).reduce((a, t) => a + countWords(t.text), 0);
  const file = meta.file!;
  if (format === 'docx') {
    const stamp = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
    const paras = [
      header || 'Consultation call',
      'Transcript',
      ...timed.flatMap((u) => [`${u.label}   ${stamp(u.start)}`, u.text]),
    ];
    writeFileSync(join(DIR, 'transcripts', file), buildDocx(paras));
  } else writeFileSync(join(DIR, 'transcripts', file), renderTurns(format, timed, header, footer));
  labels.push({
    file,
    format,
    vendor: meta.vendor!,
    buyerType: meta.buyerType!,
    quality: Number(meta.quality),
    nextStepAgreed: meta.nextStepAgreed === 'true',
    salespersonSpeakers: sellers.map((s) => labelFor(renderFormat, s, order)),
    ...(meta.accountName ? { accountName: meta.accountName } : {}),
    talkShare: Math.round((seller / total) * 1000) / 10,
    words: total,
    questions,
  });
}
writeFileSync(join(DIR, 'labels.json'), `${JSON.stringify(labels, null, 1)}\n`);
console.info(`${labels.length} labelled transcripts written.`);
