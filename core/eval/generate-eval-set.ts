/**
 * Builds the labelled eval set: reads the authored sources in core/eval/sources (one call each, questions
 * tagged {pf} {cf} {cl} {ot} by hand), renders each into its export format under core/eval/transcripts and
 * writes core/eval/labels.json. Run: node --experimental-strip-types core/eval/generate-eval-set.ts
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countWords } from '../src/analysis/text-utils.ts';
import { labelFor, renderTurns, timeTurns } from './render-formats.ts';
import { parseSource } from './parse-source.ts';
import { buildDocx } from './write-docx.ts';
import type { Label } from './label.ts';

const DIR = import.meta.dirname;


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
    callKind: meta.callKind === 'general' ? 'general' : 'wedding',
    salespersonSpeakers: sellers.map((s) => labelFor(renderFormat, s, order)),
    ...(meta.accountName ? { accountName: meta.accountName } : {}),
    talkShare: Math.round((seller / total) * 1000) / 10,
    words: total,
    questions,
  });
}
writeFileSync(join(DIR, 'labels.json'), `${JSON.stringify(labels, null, 1)}\n`);
console.info(`${labels.length} labelled transcripts written.`);
