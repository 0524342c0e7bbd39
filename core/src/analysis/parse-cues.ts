/** WebVTT (incl. Teams `<v Name>` tags, Zoom `Name:` payloads, truncated timing lines) and SRT. */
import { cleanUtteranceText } from './parse-lines.ts';
import { parseTimestamp } from './timestamps.ts';
import type { Utterance } from './types.ts';

const TIMING = /^\s*(\d{1,2}(?::\d{1,2}){1,2}(?:[.,]\d+)?)\s*-->?\s*(\d{1,2}(?::\d{1,2}){1,2}(?:[.,]\d+)?)?/;
const VOICE = /<v(?:\.[\w.-]+)?\s+([^>]+)>/;
const PREFIX =
  /^(?:\[([^\]]{1,40})\]|([\p{L}\p{N}][\p{L}\p{N}'’._ -]{0,39}?)):\s*(.*)$|^\[([^\]]{1,40})\]\s+(.*)$/u;

export function isCueTranscript(text: string): boolean {
  const timings = text.split('\n').filter((l) => TIMING.test(l) && /-->?/.test(l)).length;
  return timings >= 2;
}

export function parseCues(text: string): Utterance[] {
  const blocks = text.split(/\n[ \t]*\n/);
  const out: Utterance[] = [];
  let last: string | undefined;
  for (const block of blocks) {
    const lines = block
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const ti = lines.findIndex((l) => TIMING.test(l) && /-->?/.test(l));
    if (ti < 0) continue;
    if (/^NOTE\b|^STYLE\b|^REGION\b/.test(lines[0]!)) continue;
    const t = TIMING.exec(lines[ti]!)!;
    const payload = lines.slice(ti + 1);
    if (payload.length === 0) continue;
    let speaker: string | undefined;
    const parts: string[] = [];
    for (const raw of payload) {
      let line = raw;
      const v = VOICE.exec(line);
      if (v) {
        speaker = v[1]!.trim();
        line = line.replace(VOICE, '');
      }
      line = line
        .replace(/<\/?[^>]+>/g, '')
        .replace(/\{\\[^}]*\}/g, '')
        .trim();
      const p = !v ? PREFIX.exec(line) : null;
      if (p && (p[1] ?? p[2] ?? p[4]) && !/^\d+$/.test((p[1] ?? p[2] ?? p[4])!)) {
        speaker = (p[1] ?? p[2] ?? p[4])!.trim();
        line = (p[3] ?? p[5] ?? '').trim();
      }
      if (line) parts.push(line.replace(/^-\s+/, ''));
    }
    speaker = speaker ?? last;
    if (!speaker) continue;
    last = speaker;
    const utterance: Utterance = {
      speaker,
      text: cleanUtteranceText(parts.join(' ')),
      start: parseTimestamp(t[1]),
    };
    const end = parseTimestamp(t[2]);
    if (end !== undefined) utterance.end = end;
    if (utterance.text) out.push(utterance);
  }
  return out;
}
