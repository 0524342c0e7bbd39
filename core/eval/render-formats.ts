/**
 * Renders an authored eval transcript into one export format
 * (plain, markdown, VTT, SRT, Otter, Zoom, JSON…).
 */
import { countWords } from '../src/analysis/text-utils.ts';

export interface SourceTurn { speaker: string; text: string }
export interface TimedTurn extends SourceTurn { label: string; start: number; end: number }

const pad = (n: number, w = 2) => String(Math.floor(n)).padStart(w, '0');
export const clock = (s: number) => `${pad(s / 3600)}:${pad((s % 3600) / 60)}:${pad(s % 60)}`;
const mmss = (s: number) => `${pad(s / 60)}:${pad(s % 60)}`;
const otterTime = (s: number) =>
  s >= 3600 ? `${Math.floor(s / 3600)}:${pad((s % 3600) / 60)}:${pad(s % 60)}` : `${Math.floor(s / 60)}:${pad(s % 60)}`;
const cueTime = (s: number, sep: string) => `${clock(s)}${sep}${pad(Math.round((s % 1) * 1000), 3)}`;

/** Synthetic but plausible timing: 2.6 words a second and short pauses between turns. */
export function timeTurns(turns: SourceTurn[], labelOf: (s: string) => string): TimedTurn[] {
  let t = 2.4;
  return turns.map((u, i) => {
    const start = t;
    const end = start + Math.max(0.8, countWords(u.text) / 2.6);
    t = end + 0.4 + ((i * 7) % 10) / 10;
    return { ...u, label: labelOf(u.speaker), start: Math.round(start * 100) / 100, end: Math.round(end * 100) / 100 };
  });
}

function chunkWords(text: string, size: number): string[] {
  const words = text.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; i += size) out.push(words.slice(i, i + size).join(' '));
  return out;
}

function cueChunks(turns: TimedTurn[]): Array<{ label: string; text: string; start: number; end: number }> {
  return turns.flatMap((u) => {
    const parts = chunkWords(u.text, 14);
    const step = (u.end - u.start) / parts.length;
    return parts.map((text, k) => ({ label: u.label, text, start: u.start + k * step, end: u.start + (k + 1) * step }));
  });
}

function awsJson(turns: TimedTurn[]): string {
  const items: object[] = [];
  const segments: object[] = [];
  for (const u of turns) {
    const tokens = u.text.split(' ');
    const step = (u.end - u.start) / tokens.length;
    const segItems: object[] = [];
    tokens.forEach((tok, k) => {
      const m = /^(.*?)([.,?!;:]*)$/.exec(tok)!;
      const s = (u.start + k * step).toFixed(2);
      const e = (u.start + (k + 1) * step).toFixed(2);
      if (m[1]) {
        const item = {
          start_time: s,
          end_time: e,
          alternatives: [{ confidence: '0.98', content: m[1] }],
          type: 'pronunciation',
        };
        items.push(item);
        segItems.push({ start_time: s, end_time: e, speaker_label: u.label });
      }
      for (const p of m[2]!) items.push({ alternatives: [{ confidence: '0.0', content: p }], type: 'punctuation' });
    });
    segments.push({
      start_time: u.start.toFixed(2),
      speaker_label: u.label,
      end_time: u.end.toFixed(2),
      items: segItems,
    });
  }
  const transcript = turns.map((u) => u.text).join(' ');
  const labels = [...new Set(turns.map((u) => u.label))];
  return JSON.stringify(
    {
      jobName: 'consultation-call',
      accountId: '000000000000',
      results: { transcripts: [{ transcript }], speaker_labels: { speakers: labels.length, segments }, items },
      status: 'COMPLETED',
    },
    null,
    1,
  );
}

export function renderTurns(format: string, turns: TimedTurn[], header: string, footer: string): string {
  const h = header ? `${header}\n\n` : '';
  const f = footer ? `\n\n${footer}\n` : '\n';
  switch (format) {
    case 'plain':
      return h + turns.map((u) => `${u.label}: ${u.text}`).join('\n\n') + f;
    case 'markdown':
      return h + turns.map((u) => `**${u.label}:** ${u.text}`).join('\n\n') + f;
    case 'markdown-upper':
      return h + turns.map((u) => `**${u.label}**: ${u.text}`).join('\n\n') + f;
    case 'speaker-numbered':
      return turns.map((u) => `${u.label}: ${u.text}`).join('\n') + '\n';
    case 'bracketed':
      return h + turns.map((u) => `[${mmss(u.start)}] ${u.label}: ${u.text}`).join('\n\n') + f;
    case 'zoom-inline':
      return turns.map((u) => `${clock(u.start + 36_000)} ${u.label}: ${u.text}`).join('\n') + '\n';
    case 'zoom-bracket':
      return turns.map((u) => `[${u.label}] ${clock(u.start + 50_400)}\n${u.text}`).join('\n\n') + '\n';
    case 'otter':
      return turns.map((u) => `${u.label}  ${otterTime(u.start)}\n${u.text}`).join('\n\n') + '\n\nTranscribed by https://otter.ai\n';
    case 'vtt':
      return (
        'WEBVTT\n\n' +
        cueChunks(turns)
          .map((c, i) => `${i + 1}\n${cueTime(c.start, '.')} --> ${cueTime(c.end, '.')}\n<v ${c.label}>${c.text}</v>`)
          .join('\n\n') +
        '\n'
      );
    case 'srt':
      return (
        cueChunks(turns)
          .map((c, i) => `${i + 1}\n${cueTime(c.start, ',')} --> ${cueTime(c.end, ',')}\n${c.label}: ${c.text}`)
          .join('\n\n') + '\n'
      );
    case 'aws':
      return awsJson(turns);
    case 'deepgram':
      return JSON.stringify({ metadata: { request_id: 'eval', duration: turns[turns.length - 1]!.end, channels: 1 }, results: { utterances: turns.map((u, i) => ({ start: u.start, end: u.end, confidence: 0.97, channel: 0, transcript: u.text, speaker: Number(u.label.replace(/\D/g, '')), id: `utt-${i}` })) } }, null, 1);
    case 'assemblyai':
      return JSON.stringify(
        {
          id: 'eval',
          status: 'completed',
          utterances: turns.map((u) => ({
            speaker: u.label,
            text: u.text,
            start: Math.round(u.start * 1000),
            end: Math.round(u.end * 1000),
            confidence: 0.93,
          })),
        },
        null,
        1,
      );
    case 'csv':
      return (
        'Timestamp,Speaker,Text\n' +
        turns.map((u) => `${clock(u.start)},${csvField(u.label)},${csvField(u.text)}`).join('\n') +
        '\n'
      );
    case 'whisper':
      return JSON.stringify(
        {
          language: 'en',
          segments: turns.map((u, i) => ({ id: i, start: u.start, end: u.end, text: ` ${u.text}`, speaker: u.label })),
        },
        null,
        1,
      );
    default:
      throw new Error(`unknown format ${format}`);
  }
}

/** One CSV field, quoted when it holds a comma, a quote or a line break. */
const csvField = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The speaker labels as they appear in each format. */
export function labelFor(format: string, speaker: string, order: string[]): string {
  const i = order.indexOf(speaker);
  if (format === 'speaker-numbered') return `Speaker ${i + 1}`;
  if (format === 'aws') return `spk_${i}`;
  if (format === 'deepgram') return `Speaker ${i}`;
  if (format === 'assemblyai') return String.fromCharCode(65 + i);
  if (format === 'whisper') return `SPEAKER_${String(i).padStart(2, '0')}`;
  if (format === 'markdown-upper') return speaker.toUpperCase();
  return speaker;
}
