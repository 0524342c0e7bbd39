/**
 * Line-oriented transcripts: `Name: text`, `**Name:**` / `**NAME**:`, `Speaker 1:`, `[00:12] Name: text`,
 * `HH:MM:SS Name: text`, Otter / Teams docx (`Name  0:03` then a paragraph) and Zoom (`[Name] 10:02:33`).
 * Metadata headers, headings and analysis sections around the dialogue are left out.
 */
import { parseTimestamp } from './timestamps.ts';
import type { TranscriptFormat, Utterance } from './types.ts';
import { escapeRegExp } from './text-utils.ts';
import { MAX_TRANSCRIPT_SPEAKERS } from './transcript-limits.ts';

const TS = String.raw`\d{1,2}:\d{1,2}(?::\d{1,2})?(?:[.,]\d+)?`;
const NAME = String.raw`[\p{L}\p{N}][\p{L}\p{N}'’._&/-]*(?:[ \t][\p{L}\p{N}'’._&()/-]+){0,4}`;
const LEAD_TS = new RegExp(String.raw`^(?:[\[(](${TS})[\])]|(${TS}))\s*[-–—|]?\s*`, 'u');
const ZOOM_HEADER = new RegExp(String.raw`^\[(${NAME})\]\s+(${TS})\s*$`, 'u');
const OTTER_HEADER = new RegExp(String.raw`^(${NAME}?)\s+(${TS})\s*$`, 'u');
const BOLD_TURN = new RegExp(
  String.raw`^(?:\*\*|__)(${NAME}?)(?:\*\*|__)\s*(?:[\[(](${TS})[\])])?\s*:\s*(.*)$` +
    String.raw`|^(?:\*\*|__)(${NAME}?):(?:\*\*|__)\s*(.*)$`,
  'u',
);
const PLAIN_TURN = new RegExp(String.raw`^(${NAME}?)\s*(?:[\[(](${TS})[\])])?\s*:\s*(.*)$`, 'u');
const ZOOM_CHAT = new RegExp(String.raw`^From\s+(${NAME}?)\s+to\s+[\p{L} ]+:\s*(.*)$`, 'u');
const END_MARKER = new RegExp(
  String.raw`^(?:\[?\s*(?:end of (?:transcript|call|recording)|call ended|transcript ends?)\s*\]?\.?` +
    String.raw`|transcribed by https?:\/\/otter\.ai.*|-- ?end ?--)$`,
  'i',
);
const ANALYSIS_HEADING = new RegExp(
  String.raw`\b(analysis|insights?|summary|key (?:metrics|takeaways|points)|action items|coaching|scorecard` +
    String.raw`|patterns|feedback|evaluation|notes|recommendations|next steps)\b`,
  'i',
);
const METADATA_KEYS = new Set(
  [
    'date time call date call time duration participants attendees call type type outcome subject title',
    'location account company product meeting topic recorded language host id status issue type owner',
    'deal stage notes summary transcript platform source format file',
  ]
    .join(' ')
    .split(' '),
);

type LineKind = 'turn' | 'header' | 'heading' | 'rule' | 'list' | 'text' | 'blank' | 'end';
interface Line {
  kind: LineKind;
  raw: string;
  speaker?: string;
  text?: string;
  start?: number;
  bold?: boolean;
}

export interface LineParseResult {
  utterances: Utterance[];
  preamble: string;
  format: TranscriptFormat;
}

function cleanLabel(label: string): string {
  return label
    .replace(/\*+/g, '')
    .replace(/^_+|_+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function isPlausibleLabel(label: string): boolean {
  if (!label || label.length > 40 || (/^\d/.test(label) && !/^\d+$/.test(label))) return false;
  if (/https?$|^(?:note|ps|re|fw|fwd|tip|warning|example|q|a)$/i.test(label)) return false;
  return label.split(' ').length <= 5;
}

function isNameLike(label: string): boolean {
  if (/^(?:spk|speaker)[ _-]?\d+$/i.test(label)) return true;
  const words = label.split(' ');
  return (
    words.length <= 4 &&
    words.every((w) => /^[\p{Lu}\p{N}(]/u.test(w) || /^(?:de|da|van|von|la|le|of|the|and|&)$/.test(w))
  );
}

function classifyLine(raw: string): Line {
  const line = raw.replace(/^\s*>\s?/, '').trim();
  if (!line) return { kind: 'blank', raw };
  if (END_MARKER.test(line)) return { kind: 'end', raw };
  if (/^#{1,6}\s/.test(line) || (/^\*\*[^*:]+\*\*$/.test(line) && !/:/.test(line)))
    return { kind: 'heading', raw: line };
  if (/^(?:-{3,}|\*{3,}|_{3,}|={3,})$/.test(line)) return { kind: 'rule', raw };
  let m = ZOOM_HEADER.exec(line);
  if (m) return { kind: 'header', raw, speaker: cleanLabel(m[1]!), text: '', start: parseTimestamp(m[2]) };
  m = OTTER_HEADER.exec(line);
  if (
    m &&
    m[1] &&
    isPlausibleLabel(cleanLabel(m[1])) &&
    isNameLike(cleanLabel(m[1])) &&
    !/[:.,!?]$/.test(m[1])
  )
    return { kind: 'header', raw, speaker: cleanLabel(m[1]), text: '', start: parseTimestamp(m[2]) };
  let rest = line;
  let start: number | undefined;
  const ts = LEAD_TS.exec(rest);
  if (ts) {
    start = parseTimestamp(ts[1] ?? ts[2]);
    rest = rest.slice(ts[0].length);
  }
  m = BOLD_TURN.exec(rest);
  if (m) {
    const label = cleanLabel(m[1] ?? m[4] ?? '');
    if (isPlausibleLabel(label))
      return {
        kind: 'turn',
        raw,
        speaker: label,
        text: (m[3] ?? m[5] ?? '').trim(),
        start: start ?? parseTimestamp(m[2]),
        bold: true,
      };
  }
  m = ZOOM_CHAT.exec(rest);
  if (m) return { kind: 'turn', raw, speaker: cleanLabel(m[1]!), text: m[2]!.trim(), start };
  m = PLAIN_TURN.exec(rest);
  if (m && !/^[-*•]\s/.test(rest)) {
    const label = cleanLabel(m[1]!);
    if (isPlausibleLabel(label) && !/^\/\//.test(m[3]!))
      return { kind: 'turn', raw, speaker: label, text: m[3]!.trim(), start: start ?? parseTimestamp(m[2]) };
  }
  if (/^(?:[-*•]|\d+[.)])\s/.test(line)) return { kind: 'list', raw: line };
  return { kind: 'text', raw: line, start };
}

/** Fenced code blocks that hold the dialogue (Markdown reports wrap the transcript in them). */
function keepFencedDialogue(lines: string[]): string[] {
  const inside: boolean[] = [];
  let open = false;
  let turnsInside = 0;
  for (const l of lines) {
    if (/^\s*(```|~~~)/.test(l)) {
      open = !open;
      inside.push(false);
      continue;
    }
    inside.push(open);
    if (open && classifyLine(l).kind === 'turn') turnsInside++;
  }
  if (turnsInside < 2) return lines.filter((l) => !/^\s*(```|~~~)/.test(l));
  return lines.map((l, i) => (inside[i] ? l : /^\s*#/.test(l) ? '' : l.trim() === '' ? '' : '---'));
}

function acceptedSpeakers(lines: Line[]): Set<string> {
  const counts = new Map<string, number>();
  const firstAt = new Map<string, number>();
  lines.forEach((l, i) => {
    if (l.kind !== 'turn' && l.kind !== 'header') return;
    if (isSectionLabel(lines, i)) return;
    counts.set(l.speaker!, (counts.get(l.speaker!) ?? 0) + 1);
    if (!firstAt.has(l.speaker!)) firstAt.set(l.speaker!, i);
  });
  const multi = [...counts].filter(([, n]) => n >= 2).map(([s]) => s);
  const isMeta = (s: string) => METADATA_KEYS.has(s.toLowerCase());
  if (multi.length === 0) return new Set([...counts.keys()].filter((s) => !isMeta(s) && isNameLike(s)));
  const repeated = new Set(multi);
  let lo = Infinity;
  let hi = -Infinity;
  lines.forEach((l, i) => {
    if (!repeated.has(l.speaker ?? '')) return;
    lo = Math.min(lo, i);
    hi = Math.max(hi, i);
  });
  const out = new Set(multi.filter((s) => !isMeta(s) || (counts.get(s) ?? 0) >= 3));
  for (const [s, n] of counts)
    if (n === 1 && !isMeta(s) && isNameLike(s) && firstAt.get(s)! > lo && firstAt.get(s)! < hi) out.add(s);
  return out;
}

/** `**Business Drivers:**` followed by a list: a section of notes, not a turn. */
function isSectionLabel(lines: Line[], i: number): boolean {
  const l = lines[i]!;
  if (l.kind !== 'turn' || l.text) return false;
  for (let j = i + 1; j < lines.length; j++) {
    if (lines[j]!.kind === 'blank') continue;
    return lines[j]!.kind === 'list';
  }
  return false;
}

function detectLineFormat(lines: Line[], speakers: Set<string>): TranscriptFormat {
  const turns = lines.filter((l) => (l.kind === 'turn' || l.kind === 'header') && speakers.has(l.speaker!));
  const share = (f: (l: Line) => boolean) => turns.filter(f).length / Math.max(1, turns.length);
  if (share((l) => l.kind === 'header' && /^\s*\[/.test(l.raw)) > 0.5) return 'zoom';
  if (share((l) => l.kind === 'header') > 0.5) return 'otter';
  if ([...speakers].every((s) => /^speaker\s*\d+$/i.test(s))) return 'speaker-numbered';
  if (share((l) => !!l.bold) > 0.5) return 'markdown';
  if (share((l) => l.start !== undefined) > 0.5)
    return /^\s*\[/.test(turns[0]?.raw ?? '') ? 'bracketed' : 'zoom';
  return 'plain';
}

export function cleanUtteranceText(text: string): string {
  return text
    .replace(/\*\*|__/g, '')
    .replace(
      /\[(?!\d)[^\]]{1,40}\]|\((?:laughs?|laughing|laughter|pause|inaudible|crosstalk|sighs?|coughs?|coughing|silence)\)/gi,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

export function parseLines(text: string): LineParseResult {
  const rawLines = keepFencedDialogue(text.split('\n'));
  const lines = rawLines.map(classifyLine);
  const speakers = acceptedSpeakers(lines);
  const utterances: Utterance[] = [];
  const preamble: string[] = [];
  let current: Utterance | null = null;
  let started = false;
  const lastAccepted = lines.reduce(
    (acc, l, i) => (speakers.has(l.speaker ?? '') && !isSectionLabel(lines, i) ? i : acc),
    -1,
  );
  const push = () => {
    if (current) utterances.push(current);
    current = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.kind === 'end' && started) break;
    if (l.kind === 'heading') {
      if (started && ANALYSIS_HEADING.test(l.raw)) break;
      push();
      continue;
    }
    if ((l.kind === 'turn' || l.kind === 'header') && speakers.has(l.speaker!) && !isSectionLabel(lines, i)) {
      push();
      started = true;
      current = { speaker: l.speaker!, text: l.text ?? '', start: l.start };
      continue;
    }
    if (l.kind === 'turn' && started && i > lastAccepted) break;
    if (l.kind === 'rule' || (l.kind === 'turn' && isSectionLabel(lines, i))) {
      push();
      continue;
    }
    if (l.kind === 'blank') continue;
    const content = l.kind === 'turn' || l.kind === 'header' ? l.raw.trim() : l.raw;
    if (current) current.text = current.text ? `${current.text} ${content}` : content;
    else if (!started) preamble.push(l.raw);
  }
  push();
  const cleaned = utterances.map((u) => ({ ...u, text: cleanUtteranceText(u.text) })).filter((u) => u.text);
  return {
    utterances: splitInlineTurns(cleaned),
    preamble: preamble.join('\n'),
    format: detectLineFormat(lines, speakers),
  };
}

const INLINE_LABEL =
  /(?:^|(?<=[.!?…"”]\s{1,3}))((?:(?:Mrs?|Ms|Dr)\.\s)?\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,2}):\s/gu;

/** Whole conversations on one line ("Jason: Hi. Karen: Hello. Jason: …"): split at repeated labels. */
export function findInlineLabels(text: string): string[] {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(INLINE_LABEL)) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  return [...counts].filter(([s, n]) => n >= 2 && !METADATA_KEYS.has(s.toLowerCase())).map(([s]) => s);
}

export function splitInlineTurns(utterances: Utterance[], extraLabels: string[] = []): Utterance[] {
  const labels = new Set([...utterances.map((u) => u.speaker), ...extraLabels]);
  // more labels than a call has speakers: the transcript is refused later, so build no pattern from them
  if (labels.size === 0 || labels.size > MAX_TRANSCRIPT_SPEAKERS) return utterances;
  const alt = [...labels]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const re = new RegExp(`(?<=[.!?…"”])\\s{1,3}(${alt}):\\s`, 'gu');
  const out: Utterance[] = [];
  for (const u of utterances) {
    const parts = u.text.split(re);
    if (parts.length === 1) {
      out.push(u);
      continue;
    }
    out.push({ ...u, text: parts[0]!.trim() });
    for (let k = 1; k < parts.length; k += 2)
      out.push({ speaker: parts[k]!, text: (parts[k + 1] ?? '').trim() });
  }
  return out.filter((u) => u.text);
}
