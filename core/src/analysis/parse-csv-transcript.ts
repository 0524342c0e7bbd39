/** CSV: one utterance per row (speaker + text columns) or whole conversations in a text cell. */
import { parseTimestamp } from './timestamps.ts';
import type { Utterance } from './types.ts';

export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim()));
}

const TEXT_COL =
  /^(?:text|transcript|transcripttext|transcript_text|utterance|message|content|sentence|words|body)$/i;
const SPEAKER_COL = /^(?:speaker|speaker_label|role|participant|sender|name|channel|party)$/i;
const START_COL = /^(?:timestamp|time|start|start_time|starttime|begin|offset)$/i;
const END_COL = /^(?:end|end_time|endtime|stop)$/i;
const GROUP_COL = /^(?:transcript_?id|call_?id|conversation_?id|session_?id)$/i;
const UNKNOWN_SPEAKERS = /^(?:unknown|unk|none|null|n\/a|-)?$/i;

export interface CsvParseResult {
  utterances?: Utterance[];
  /** whole-conversation cells (one per row) when the CSV has no speaker column */
  cells?: string[];
  warnings: string[];
}

export function looksLikeCsv(text: string, fileName?: string): boolean {
  if (/\.csv$/i.test(fileName ?? '')) return true;
  const header = text.split('\n', 1)[0]!.toLowerCase();
  return /,/.test(header) && header.split(',').some((h) => TEXT_COL.test(h.replace(/"/g, '').trim()));
}

/** The MM:SS / "24:00:00" mix seen in some exports: keep times increasing by reading H:M:00 as M:S. */
function fixMixedTimes(utterances: Utterance[], raw: string[]): void {
  let prev = 0;
  utterances.forEach((u, i) => {
    if (u.start === undefined) return;
    const parts = raw[i]!.trim().split(':');
    if (parts.length === 3 && parts[2] === '00' && u.start > prev + 1800) {
      const alt = Number(parts[0]) * 60 + Number(parts[1]);
      if (alt >= prev - 5) u.start = alt;
    }
    prev = u.start;
  });
}

export function parseCsvTranscript(text: string): CsvParseResult {
  const rows = parseCsvRows(text);
  const warnings: string[] = [];
  if (rows.length < 2) return { warnings };
  const header = rows[0]!.map((h) => h.trim());
  const col = (re: RegExp) => header.findIndex((h) => re.test(h));
  const [ti, si, st, en, gi] = [
    col(TEXT_COL),
    col(SPEAKER_COL),
    col(START_COL),
    col(END_COL),
    col(GROUP_COL),
  ];
  if (ti < 0) return { warnings };
  let body = rows.slice(1);
  if (si < 0)
    return { cells: body.map((r) => (r[ti] ?? '').replace(/^"+|"+$/g, '').replace(/\\n/g, '\n')), warnings };
  if (gi >= 0) {
    const first = body[0]![gi];
    const groups = new Set(body.map((r) => r[gi]));
    if (groups.size > 1)
      warnings.push(`This file holds ${groups.size} calls; only the first one was analysed.`);
    body = body.filter((r) => r[gi] === first);
  }
  const kept = body.filter((r) => !UNKNOWN_SPEAKERS.test((r[si] ?? '').trim()) && (r[ti] ?? '').trim());
  if (kept.length < body.length)
    warnings.push(`${body.length - kept.length} rows without a known speaker were left out.`);
  const utterances = kept.map((r) => {
    const u: Utterance = { speaker: r[si]!.trim(), text: r[ti]!.trim() };
    const s = st >= 0 ? parseTimestamp(r[st]) : undefined;
    const e = en >= 0 ? parseTimestamp(r[en]) : undefined;
    if (s !== undefined) u.start = s;
    if (e !== undefined) u.end = e;
    return u;
  });
  if (st >= 0)
    fixMixedTimes(
      utterances,
      kept.map((r) => r[st] ?? ''),
    );
  return { utterances, warnings };
}
