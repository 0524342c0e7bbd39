/** Entry point of the parser: detects the format from the text (and file name) and returns utterances. */
import { isCueTranscript, parseCues } from './parse-cues.ts';
import { looksLikeCsv, parseCsvTranscript } from './parse-csv-transcript.ts';
import { parseJsonTranscript } from './parse-json-transcript.ts';
import { cleanUtteranceText, findInlineLabels, parseLines } from './parse-lines.ts';
import { countWords, escapeRegExp } from './text-utils.ts';
import { relativizeTimes } from './timestamps.ts';
import { TranscriptError } from './transcript-error.ts';
import {
  MAX_TRANSCRIPT_CHARS,
  MAX_TRANSCRIPT_SPEAKERS,
  MAX_TRANSCRIPT_TURNS,
  MAX_TRANSCRIPT_WORDS,
} from './transcript-limits.ts';
import type { ParsedTranscript, TranscriptFormat, Utterance } from './types.ts';

const SYSTEM_SPEAKER = /^(?:system|sys|bot|recorder|operator|note|event)$/i;
const SYSTEM_TEXT = new RegExp(
  String.raw`^(?:call (?:started|ended|connected|disconnected|transferred)|recording (?:started|stopped)|.*` +
    String.raw` (?:joined|left) the (?:call|meeting)|.* started transcription)\b`,
  'i',
);

/** Rejects binary content that was decoded as text. */
export function assertLooksLikeText(text: string): void {
  const sample = text.slice(0, 20_000);
  if (sample.includes('\u0000')) throw new TranscriptError('not-text');
  let bad = 0;
  for (const ch of sample) {
    const c = ch.charCodeAt(0);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd || (c >= 0x7f && c < 0xa0)) bad++;
  }
  if (sample.length > 0 && bad / sample.length > 0.02) throw new TranscriptError('not-text');
}

function parseInline(text: string): Utterance[] {
  const labels = findInlineLabels(text);
  // more labels than a call has speakers: not one conversation (and no pattern built from all of them)
  if (labels.length < 2 || labels.length > MAX_TRANSCRIPT_SPEAKERS) return [];
  const alt = labels
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const parts = text.split(new RegExp(`(?:^|(?<=[.!?…"”])\\s{1,3}|\\n+)(${alt}):\\s`, 'u'));
  const out: Utterance[] = [];
  for (let k = 1; k < parts.length; k += 2)
    out.push({ speaker: parts[k]!, text: cleanUtteranceText(parts[k + 1] ?? '') });
  return out.filter((u) => u.text);
}

function parseDialogueText(text: string): {
  utterances: Utterance[];
  preamble: string;
  format: TranscriptFormat;
} {
  const lines = parseLines(text);
  if (new Set(lines.utterances.map((u) => u.speaker)).size >= 2) return lines;
  const inline = parseInline(text);
  return inline.length > lines.utterances.length
    ? { utterances: inline, preamble: '', format: 'plain' }
    : lines;
}

function normalizeUtterances(utterances: Utterance[]): Utterance[] {
  const merged: Utterance[] = [];
  for (const raw of utterances) {
    const u: Utterance = { ...raw, speaker: raw.speaker.trim(), text: raw.text.replace(/\s+/g, ' ').trim() };
    if (
      !u.text ||
      !u.speaker ||
      SYSTEM_SPEAKER.test(u.speaker) ||
      SYSTEM_TEXT.test(u.text) ||
      countWords(u.text) === 0
    )
      continue;
    const prev = merged[merged.length - 1];
    if (prev && prev.speaker === u.speaker) {
      prev.text = `${prev.text} ${u.text}`;
      if (u.end !== undefined) prev.end = u.end;
      else if (u.start !== undefined) prev.end = undefined;
    } else merged.push(u);
  }
  relativizeTimes(merged);
  return merged;
}

function detect(
  text: string,
  fileName: string,
): { utterances: Utterance[]; preamble: string; format: TranscriptFormat; warnings: string[] } {
  const trimmed = text.trim();
  const warnings: string[] = [];
  if (/^[[{]/.test(trimmed) || /\.json$/i.test(fileName)) {
    const json = parseJsonTranscript(trimmed);
    if (json) return { utterances: json, preamble: '', format: 'json', warnings };
    if (/\.json$/i.test(fileName)) throw new TranscriptError('no-dialogue');
  }
  if (/^WEBVTT/.test(trimmed) || /\.(vtt|srt)$/i.test(fileName) || isCueTranscript(trimmed)) {
    const cues = parseCues(trimmed);
    if (cues.length > 0) {
      const srt = /\.srt$/i.test(fileName) || (!/^WEBVTT/.test(trimmed) && /\d,\d{3}\s*-->/.test(trimmed));
      return { utterances: cues, preamble: '', format: srt ? 'srt' : 'vtt', warnings };
    }
  }
  if (looksLikeCsv(trimmed, fileName)) {
    const csv = parseCsvTranscript(trimmed);
    if (csv.utterances)
      return { utterances: csv.utterances, preamble: '', format: 'csv', warnings: csv.warnings };
    if (csv.cells) {
      const calls = csv.cells
        .map(parseDialogueText)
        .filter((c) => new Set(c.utterances.map((u) => u.speaker)).size >= 2);
      if (calls.length > 1)
        warnings.push(`This file holds ${calls.length} conversations; only the first one was analysed.`);
      if (calls[0]) return { ...calls[0], format: 'csv', warnings };
    }
  }
  return { ...parseDialogueText(trimmed), warnings };
}

/** Refuses a transcript beyond the limits of one call (turns, speakers, words). */
function assertOneCall(utterances: Utterance[], speakers: string[]): void {
  if (utterances.length > MAX_TRANSCRIPT_TURNS) throw new TranscriptError('too-long');
  if (speakers.length > MAX_TRANSCRIPT_SPEAKERS) throw new TranscriptError('too-many-speakers');
  let words = 0;
  for (const u of utterances) {
    words += countWords(u.text);
    if (words > MAX_TRANSCRIPT_WORDS) throw new TranscriptError('too-long');
  }
}

/**
 * Parses transcript text into utterances. Throws TranscriptError when there is no two-speaker dialogue or
 * the text is beyond the limits of one call (transcript-limits.ts).
 */
export function parseTranscript(input: string, fileName = ''): ParsedTranscript {
  if (input.length > MAX_TRANSCRIPT_CHARS) throw new TranscriptError('too-long');
  const text = input
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f]/g, ' ');
  if (!text.trim()) throw new TranscriptError('empty');
  assertLooksLikeText(text);
  const found = detect(text, fileName);
  const utterances = normalizeUtterances(found.utterances);
  const speakers = [...new Set(utterances.map((u) => u.speaker))];
  if (speakers.length === 0) throw new TranscriptError('no-dialogue');
  if (speakers.length === 1) throw new TranscriptError('single-speaker');
  assertOneCall(utterances, speakers);
  return {
    format: found.format,
    utterances,
    speakers,
    hasTimestamps: utterances.filter((u) => u.start !== undefined).length >= utterances.length * 0.8,
    preamble: found.preamble,
    warnings: found.warnings,
  };
}
