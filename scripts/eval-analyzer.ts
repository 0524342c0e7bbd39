/**
 * Measures the call analyzer on the labelled set in core/eval (see core/eval/labels.json) and prints the
 * accuracy table kept in core/src/analysis/README.md. Exits non-zero when a target is missed.
 * Run: npm run eval:analyzer   (node --experimental-strip-types scripts/eval-analyzer.ts)
 * Flags: --verbose lists the misses; --only <regex> measures only the labelled files whose name matches.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeTranscript } from '@ringready/core/analysis/analyze-call';
import { parseTranscript } from '@ringready/core/analysis/parse-transcript';
import { tokenizeWords } from '@ringready/core/analysis/text-utils';
import type { AnalysisReport } from '@ringready/core/analysis/types';
import { extractTranscriptText } from '../server/src/modules/uploads/index.ts';
import type { Label } from '../core/eval/label.ts';

const EVAL_DIR = join(import.meta.dirname, '..', 'core', 'eval');
const verbose = process.argv.includes('--verbose');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? new RegExp(process.argv[onlyAt + 1] ?? '') : undefined;
const labels = (JSON.parse(readFileSync(join(EVAL_DIR, 'labels.json'), 'utf8')) as Label[]).filter(
  (l) => !only || only.test(l.file),
);

function similarity(a: string, b: string): number {
  const x = new Set(tokenizeWords(a));
  const y = new Set(tokenizeWords(b));
  const inter = [...x].filter((w) => y.has(w)).length;
  return inter / Math.max(1, Math.min(x.size, y.size) === 0 ? 1 : new Set([...x, ...y]).size);
}

function matchQuestions(expected: Label['questions'], found: AnalysisReport['questions']) {
  const used = new Set<number>();
  const pairs: Array<{ expected: Label['questions'][number]; found: AnalysisReport['questions'][number] }> =
    [];
  for (const e of expected) {
    let best = -1;
    let bestSim = 0.6;
    found.forEach((f, i) => {
      if (used.has(i)) return;
      const s = similarity(e.text, f.text);
      if (s >= bestSim) {
        best = i;
        bestSim = s;
      }
    });
    if (best >= 0) {
      used.add(best);
      pairs.push({ expected: e, found: found[best]! });
    }
  }
  return pairs;
}

function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) r[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}

function spearman(a: number[], b: number[]): number {
  const [ra, rb] = [ranks(a), ranks(b)];
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const [ma, mb] = [mean(ra), mean(rb)];
  let num = 0;
  let da = 0;
  let db = 0;
  ra.forEach((x, i) => {
    num += (x - ma) * (rb[i]! - mb);
    da += (x - ma) ** 2;
    db += (rb[i]! - mb) ** 2;
  });
  return num / Math.sqrt(da * db);
}

const rows: string[] = [];
let sideOk = 0;
let talkOk = 0;
let expectedQ = 0;
let foundQ = 0;
let matchedQ = 0;
let typeOk = 0;
let buyerOk = 0;
let nextOk = 0;
let generalCalls = 0;
let generalFound = 0;
let weddingCalls = 0;
let weddingKept = 0;
const qualities: number[] = [];
const scores: number[] = [];
const confusion: string[] = [];

for (const label of labels) {
  const bytes = new Uint8Array(readFileSync(join(EVAL_DIR, 'transcripts', label.file)));
  const text = await extractTranscriptText(bytes, label.file);
  const parsed = parseTranscript(text, label.file);
  const report = analyzeTranscript(parsed, label.accountName ? { accountName: label.accountName } : {});
  const sellers = report.speakers
    .filter((s) => s.side === 'salesperson')
    .map((s) => s.label)
    .sort();
  const side = JSON.stringify(sellers) === JSON.stringify([...label.salespersonSpeakers].sort());
  const talkDiff = Math.abs(report.talkListenRatio.salesPersonPercentage - label.talkShare);
  const pairs = matchQuestions(label.questions, report.questions);
  const types = pairs.filter((p) => p.expected.type === p.found.type).length;
  const buyer = report.buyerTypeId === label.buyerType;
  const next = report.nextStep.agreed === label.nextStepAgreed;
  const kindOk = report.callKind === label.callKind;
  if (label.callKind === 'general') {
    generalCalls++;
    generalFound += kindOk ? 1 : 0;
  } else {
    weddingCalls++;
    weddingKept += kindOk ? 1 : 0;
  }
  sideOk += side ? 1 : 0;
  talkOk += talkDiff <= 1 ? 1 : 0;
  expectedQ += label.questions.length;
  foundQ += report.questions.length;
  matchedQ += pairs.length;
  typeOk += types;
  buyerOk += buyer ? 1 : 0;
  nextOk += next ? 1 : 0;
  qualities.push(label.quality);
  scores.push(report.overallScore);
  const mark = (b: boolean) => (b ? 'ok' : 'XX');
  const counts = `${pairs.length}/${label.questions.length}/${report.questions.length}`;
  const typeCount = `${types}/${pairs.length}`;
  const buyerCol = `${report.buyerTypeId}${buyer ? '' : `≠${label.buyerType}`}`;
  rows.push(
    `${label.file.padEnd(42)} ${label.format.padEnd(16)} ${mark(side)}   ${talkDiff.toFixed(1).padStart(4)}  ` +
      `${counts.padStart(8)}  ${typeCount.padStart(5)}  ${buyerCol.padEnd(18)} ${mark(next)}   ` +
      `${(report.callKind ?? '?').padEnd(7)}${kindOk ? '' : '≠'} ` +
      `q${label.quality} ${String(report.overallScore).padStart(3)}`,
  );
  if (verbose) {
    for (const p of pairs)
      if (p.expected.type !== p.found.type)
        confusion.push(
          `${label.file}: "${p.expected.text}" expected ${p.expected.type}, got ${p.found.type}`,
        );
    for (const e of label.questions)
      if (!pairs.some((p) => p.expected === e)) confusion.push(`${label.file}: MISSED "${e.text}"`);
    for (const f of report.questions)
      if (!pairs.some((p) => p.found === f)) confusion.push(`${label.file}: EXTRA "${f.text}"`);
    if (!kindOk) confusion.push(`${label.file}: call kind ${report.callKind}, labelled ${label.callKind}`);
    if (!next) confusion.push(`${label.file}: next step ${report.nextStep.agreed} — ${report.nextStep.text}`);
    if (!buyer)
      confusion.push(
        `${label.file}: buyer ${JSON.stringify(report.buyerType.evidence)} ` +
          JSON.stringify((report as { buyerScores?: unknown }).buyerScores ?? ''),
      );
  }
}

const n = labels.length;
const recall = matchedQ / Math.max(1, expectedQ);
const precision = matchedQ / Math.max(1, foundQ);
const typeAcc = typeOk / Math.max(1, matchedQ);
const rho = spearman(qualities, scores);

const base = parseTranscript(
  readFileSync(join(EVAL_DIR, 'transcripts', '19-relater-venue-excellent.txt'), 'utf8'),
);
const big = { ...base, utterances: Array.from({ length: 20 }, () => base.utterances).flat() };
const bigWords = big.utterances.reduce((a, u) => a + tokenizeWords(u.text).length, 0);
const t0 = performance.now();
analyzeTranscript(big);
const ms = performance.now() - t0;

const targets: Array<[string, number, number, (v: number) => string]> = [
  ['Salesperson side correct', sideOk / n, 1, (v) => `${(v * 100).toFixed(1)}% (${sideOk}/${n})`],
  ['Talk share within ±1 point', talkOk / n, 0.95, (v) => `${(v * 100).toFixed(1)}% (${talkOk}/${n})`],
  ['Question recall', recall, 0.9, (v) => `${v.toFixed(3)} (${matchedQ}/${expectedQ})`],
  ['Question precision', precision, 0.9, (v) => `${v.toFixed(3)} (${matchedQ}/${foundQ})`],
  ['Question type accuracy', typeAcc, 0.9, (v) => `${v.toFixed(3)} (${typeOk}/${matchedQ})`],
  ['Buyer type accuracy', buyerOk / n, 0.9, (v) => `${(v * 100).toFixed(1)}% (${buyerOk}/${n})`],
  ['Next step accuracy', nextOk / n, 0.95, (v) => `${(v * 100).toFixed(1)}% (${nextOk}/${n})`],
  ['Spearman(quality, overallScore)', rho, 0.85, (v) => v.toFixed(3)],
  [
    'Non-wedding calls recognised',
    generalFound / Math.max(1, generalCalls),
    1,
    (v) => `${(v * 100).toFixed(1)}% (${generalFound}/${generalCalls})`,
  ],
  [
    'Wedding calls kept as wedding',
    weddingKept / Math.max(1, weddingCalls),
    1,
    (v) => `${(v * 100).toFixed(1)}% (${weddingKept}/${weddingCalls})`,
  ],
];

console.info(`Analyzer eval on ${n} labelled transcripts (core/eval)\n`);
console.info(
  `${'file'.padEnd(42)} ${'format'.padEnd(16)} side  talkΔ  q m/e/f  type   buyer              next ` +
    ` kind    label score`,
);
for (const r of rows) console.info(r);
console.info('');
console.info(`${'metric'.padEnd(34)} ${'value'.padEnd(22)} target  result`);
let failed = 0;
for (const [name, value, target, fmt] of targets) {
  const pass = value >= target - 1e-9;
  if (!pass) failed++;
  console.info(
    `${name.padEnd(34)} ${fmt(value).padEnd(22)} ≥ ${String(target).padEnd(5)} ${pass ? 'PASS' : 'FAIL'}`,
  );
}
console.info(`\nTiming: ${bigWords} words analysed in ${ms.toFixed(1)} ms`);
if (verbose) for (const c of confusion) console.info(`  ${c}`);
if (failed > 0) {
  console.error(`\n${failed} target(s) missed.`);
  process.exit(1);
}
