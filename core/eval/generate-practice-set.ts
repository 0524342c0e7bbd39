/**
 * Builds the labelled practice set: reads the authored practice consultations in core/eval/practice/sources
 * (the format of core/eval/sources, plus `# style:`, `# spoken:`, one `# concern: <status> | <quote>` line per
 * concern and one `# pressure: <quote>` line per pressure tactic), writes each as the stored messages of a
 * practice session under core/eval/practice/transcripts and the labels to core/eval/practice-labels.json.
 * In spoken turns (no punctuation) `{<}` marks where a tagged question starts.
 * Run: node --experimental-strip-types core/eval/generate-practice-set.ts
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countWords } from '../src/analysis/text-utils.ts';
import type { PracticeLabel, PracticeTranscript } from './practice-label.ts';
import { timeTurns, type SourceTurn } from './render-formats.ts';

const DIR = import.meta.dirname;
const TYPES: Record<string, string> = {
  pf: 'problemFinding',
  cf: 'criteriaFinding',
  cl: 'clarifying',
  ot: 'other',
};
const BUYER_NAMES: Record<string, string> = {
  analyzer: 'Analyzer',
  boss: 'Boss',
  dreamer: 'Dreamer',
  relater: 'Relater',
};
const STATUSES = new Set(['answered', 'brushed-off', 'open']);

function parsePracticeSource(name: string, text: string) {
  const meta: Record<string, string> = {};
  const concerns: PracticeLabel['concerns'] = [];
  const pressure: string[] = [];
  const turns: SourceTurn[] = [];
  const questions: PracticeLabel['questions'] = [];
  for (const line of text.split('\n')) {
    const m = /^# (\w+): (.*)$/.exec(line);
    if (m) {
      const value = m[2]!.trim();
      if (m[1] === 'concern') {
        const c = /^([\w-]+) \| (.+)$/.exec(value);
        if (!c || !STATUSES.has(c[1]!)) throw new Error(`${name}: bad concern line "${line}"`);
        concerns.push({ quote: c[2]!, status: c[1] as PracticeLabel['concerns'][number]['status'] });
      } else if (m[1] === 'pressure') pressure.push(value);
      else meta[m[1]!] = value;
      continue;
    }
    const t = /^([A-Z][\w'.]*(?: [A-Z][\w'.]*)?): (.+)$/.exec(line);
    if (!t) continue;
    const seller = t[1] === meta.salesperson;
    let body = t[2]!;
    for (;;) {
      const tag = /\s*\{(pf|cf|cl|ot)\}/.exec(body);
      if (!tag) break;
      const before = body.slice(0, tag.index);
      const marker = before.lastIndexOf('{<}');
      let start: number;
      if (marker >= 0) start = marker + 3;
      else {
        const starts = [...before.slice(0, -1).matchAll(/[.!?…]["”]?\s+/g)];
        const last = starts[starts.length - 1];
        start = last ? last.index + last[0].length : 0;
      }
      if (!seller) throw new Error(`${name}: a question tag on the buyer's turn "${line}"`);
      questions.push({ text: before.slice(start).replace(/\{<\}/g, '').trim(), type: TYPES[tag[1]!]! });
      body = before + body.slice(tag.index + tag[0].length);
    }
    body = body.replace(/\s*\{<\}\s*/g, ' ').trim();
    if (seller && meta.spoken === 'true' && /[?.!,]/.test(body))
      throw new Error(`${name}: punctuation in a spoken turn "${line}"`);
    turns.push({ speaker: t[1]!, text: body });
  }
  const seller = meta.salesperson!;
  for (const turn of turns.filter((x) => x.speaker === seller)) {
    const marks = (turn.text.match(/\?/g) ?? []).length;
    const tagged = questions.filter((q) => turn.text.includes(q.text) && q.text.endsWith('?')).length;
    if (marks > tagged) throw new Error(`${name}: an untagged question in "${turn.text}"`);
  }
  for (const c of concerns)
    if (!turns.some((x) => x.speaker !== seller && x.text.includes(c.quote)))
      throw new Error(`${name}: concern not quoted from the buyer: "${c.quote}"`);
  for (const p of pressure)
    if (!turns.some((x) => x.speaker === seller && x.text.includes(p)))
      throw new Error(`${name}: pressure not quoted from the salesperson: "${p}"`);
  return { meta, concerns, pressure, turns, questions };
}

const labels: PracticeLabel[] = [];
const sourceDir = join(DIR, 'practice', 'sources');
for (const name of readdirSync(sourceDir)
  .filter((f) => f.endsWith('.txt'))
  .sort()) {
  const { meta, concerns, pressure, turns, questions } = parsePracticeSource(
    name,
    readFileSync(join(sourceDir, name), 'utf8'),
  );
  const seller = meta.salesperson!;
  const style = meta.style as PracticeLabel['style'];
  if (!['strong', 'weak', 'pushy'].includes(style)) throw new Error(`${name}: style "${meta.style}"`);
  const buyer = BUYER_NAMES[meta.buyerType!];
  if (!buyer) throw new Error(`${name}: buyer type "${meta.buyerType}"`);
  const timed = timeTurns(turns, (s) => s);
  const transcript: PracticeTranscript = {
    salesperson: seller,
    buyer,
    messages: timed.map((u) => ({ isUser: u.speaker === seller, text: u.text, atSeconds: u.start })),
  };
  const file = meta.file!;
  writeFileSync(join(DIR, 'practice', 'transcripts', file), `${JSON.stringify(transcript, null, 1)}\n`);
  const total = turns.reduce((a, t) => a + countWords(t.text), 0);
  const sold = turns.filter((t) => t.speaker === seller).reduce((a, t) => a + countWords(t.text), 0);
  labels.push({
    file,
    format: 'practice',
    vendor: meta.vendor!,
    buyerType: meta.buyerType!,
    quality: Number(meta.quality),
    nextStepAgreed: meta.nextStepAgreed === 'true',
    callKind: 'wedding',
    salespersonSpeakers: [seller],
    talkShare: Math.round((sold / total) * 1000) / 10,
    words: total,
    questions,
    style,
    spoken: meta.spoken === 'true',
    concerns,
    pressure,
  });
}
writeFileSync(join(DIR, 'practice-labels.json'), `${JSON.stringify(labels, null, 1)}\n`);
console.info(`${labels.length} labelled practice consultations written.`);
