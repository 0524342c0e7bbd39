/**
 * Diarized JSON: Deepgram (utterances / paragraphs), AssemblyAI utterances, AWS Transcribe (speaker_labels +
 * items, or audio_segments), Whisper / WhisperX segments, contact-center turns, chat messages and generic
 * arrays of {speaker, text}.
 */
import { parseAbsoluteTime } from './timestamps.ts';
import type { Utterance } from './types.ts';

type Obj = Record<string, unknown>;
const TEXT_KEYS = [
  'transcript',
  'text',
  'message',
  'words',
  'content',
  'utterance',
  'sentence',
  'body',
  'caption',
];
const SPEAKER_KEYS = [
  'speaker',
  'speaker_label',
  'speakerLabel',
  'role',
  'participantType',
  'participant_role',
  'participant',
  'sender',
  'from',
  'author',
  'name',
  'user',
  'channel',
];
const START_KEYS = [
  'start',
  'start_time',
  'startTime',
  'startOffset',
  'start_offset',
  'offset',
  'timestamp',
  'time',
  'begin',
];
const END_KEYS = ['end', 'end_time', 'endTime', 'endOffset', 'end_offset'];

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const pick = (o: Obj, keys: string[]) => keys.find((k) => o[k] !== undefined && o[k] !== null && o[k] !== '');

function textOf(o: Obj): string | undefined {
  if (Array.isArray(o.sentences)) return (o.sentences as Obj[]).map((s) => String(s.text ?? '')).join(' ');
  const k = TEXT_KEYS.find((key) => typeof o[key] === 'string');
  if (k) return o[k] as string;
  if (Array.isArray(o.alternatives) && isObj(o.alternatives[0])) return textOf(o.alternatives[0]);
  return undefined;
}

function speakerOf(o: Obj): string | undefined {
  const k = pick(o, SPEAKER_KEYS);
  if (!k) return undefined;
  const v = o[k];
  if (typeof v === 'number') return `Speaker ${v}`;
  if (isObj(v)) return String(v.name ?? v.role ?? v.id ?? '');
  return String(v);
}

function fromArray(items: Obj[]): Utterance[] | undefined {
  const usable = items.filter((o) => textOf(o) !== undefined && speakerOf(o) !== undefined);
  if (usable.length < 2 || usable.length < items.length * 0.5) return undefined;
  const sk = pick(usable[0]!, START_KEYS);
  const ek = pick(usable[0]!, END_KEYS);
  const ms =
    !!sk &&
    (/offset|ms/i.test(sk) ||
      (usable.every((o) => Number.isInteger(o[sk]) && (o[sk] as number) >= 0) &&
        usable.some((o) => (Number(o[sk]) || 0) > 20_000)));
  const scale = (v: unknown) => {
    const t = parseAbsoluteTime(typeof v === 'string' && /^\d+(\.\d+)?s$/.test(v) ? v.slice(0, -1) : v);
    return t === undefined ? undefined : ms && typeof v === 'number' ? t / 1000 : t;
  };
  return usable.map((o) => {
    const u: Utterance = { speaker: speakerOf(o)!, text: textOf(o)!.trim() };
    const s = sk ? scale(o[sk]) : undefined;
    const e = ek ? scale(o[ek]) : undefined;
    if (s !== undefined) u.start = s;
    if (e !== undefined) u.end = e;
    return u;
  });
}

interface Segment {
  speaker: string;
  start: number;
  end: number;
}

/**
 * The speaker of the first segment (in order of start time) that contains a time, by binary search: segments
 * before the first one that ends at or after the time cannot contain it, and when that one starts later,
 * every following one does too.
 */
function segmentLookup(all: Segment[]): (time: number) => string | undefined {
  const segments = all
    .filter((s) => !Number.isNaN(s.start) && !Number.isNaN(s.end))
    .sort((a, b) => a.start - b.start);
  const endsBy: number[] = [];
  let latest = -Infinity;
  for (const s of segments) endsBy.push((latest = Math.max(latest, s.end)));
  return (time) => {
    if (Number.isNaN(time)) return undefined;
    let lo = 0;
    let hi = segments.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (endsBy[mid]! >= time) hi = mid;
      else lo = mid + 1;
    }
    const s = segments[lo];
    return s && s.start <= time ? s.speaker : undefined;
  };
}

/** AWS Transcribe classic output: words in results.items, speakers in results.speaker_labels.segments. */
function fromAwsItems(results: Obj): Utterance[] | undefined {
  const labels = results.speaker_labels;
  if (!isObj(labels) || !Array.isArray(labels.segments) || !Array.isArray(results.items)) return undefined;
  const speakerAt = segmentLookup(
    (labels.segments as Obj[]).map((s) => ({
      speaker: String(s.speaker_label),
      start: Number(s.start_time),
      end: Number(s.end_time),
    })),
  );
  const out: Utterance[] = [];
  let current: Utterance | null = null;
  for (const item of results.items as Obj[]) {
    const word = String((item.alternatives as Obj[] | undefined)?.[0]?.content ?? '');
    if (item.type === 'punctuation') {
      if (current) current.text += word;
      continue;
    }
    const start = Number(item.start_time);
    const end = Number(item.end_time);
    const speaker: string = String(item.speaker_label ?? speakerAt(start) ?? current?.speaker ?? 'spk_0');
    if (!current || current.speaker !== speaker) {
      if (current) out.push(current);
      current = { speaker, text: word, start, end };
    } else {
      current.text += ` ${word}`;
      current.end = end;
    }
  }
  if (current) out.push(current);
  return out;
}

function findUtterances(node: unknown, depth = 0): Utterance[] | undefined {
  if (depth > 6) return undefined;
  if (Array.isArray(node)) {
    const objs = node.filter(isObj);
    if (objs.length >= 2) {
      const direct = fromArray(objs);
      if (direct) return direct;
    }
    for (const child of objs) {
      const found = findUtterances(child, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (!isObj(node)) return undefined;
  const aws = isObj(node.results) ? fromAwsItems(node.results) : undefined;
  if (aws && !Array.isArray((node.results as Obj).audio_segments)) return aws;
  const preferred = [
    'utterances',
    'audio_segments',
    'segments',
    'turns',
    'messages',
    'transcript',
    'entries',
    'dialogue',
    'conversation',
    'paragraphs',
    'results',
    'channels',
    'alternatives',
  ];
  const keys = [
    ...preferred.filter((k) => k in node),
    ...Object.keys(node).filter((k) => !preferred.includes(k)),
  ];
  for (const k of keys) {
    const found = findUtterances(node[k], depth + 1);
    if (found) return found;
  }
  return aws;
}

export function parseJsonTranscript(text: string): Utterance[] | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  return findUtterances(data);
}
