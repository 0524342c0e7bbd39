/** Timestamp parsing shared by the parsers. Returns seconds, or undefined. */

/** '1:02:03', '02:03', '0:0:3.490', '00:00:01,000', '[01:02]', '83.5' → seconds. */
export function parseTimestamp(raw: string | number | undefined | null): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  const s = raw
    .trim()
    .replace(/^[[(]|[\])]$/g, '')
    .replace(',', '.');
  if (/^\d+(?:\.\d+)?$/.test(s)) return Number(s);
  const m =
    /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}(?:\.\d+)?))?$/.exec(s) ??
    /^(\d{1,2}):(\d{1,2}):(\d{1,2}(?:\.\d+)?)$/.exec(s);
  if (!m) return undefined;
  if (m[3] === undefined) return Number(m[1]) * 60 + Number(m[2]);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** ISO dates or clock times ('10:15:05', '2024-05-16T08:00:00Z') → absolute seconds (clock or epoch). */
export function parseAbsoluteTime(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  if (/^\d{4}-\d{2}-\d{2}T/.test(raw)) {
    const t = Date.parse(raw);
    return Number.isNaN(t) ? undefined : t / 1000;
  }
  return parseTimestamp(raw);
}

/** Makes a list of absolute times relative to the first one. */
export function relativizeTimes<T extends { start?: number; end?: number }>(items: T[]): void {
  const first = items.find((u) => u.start !== undefined)?.start;
  if (first === undefined || first === 0) return;
  for (const u of items) {
    if (u.start !== undefined) u.start -= first;
    if (u.end !== undefined) u.end -= first;
  }
}
