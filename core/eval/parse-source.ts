/**
 * Reads one authored eval source: `# key: value` metadata lines, optional @header/@footer blocks and
 * `Name: text` turns whose questions are tagged {pf} {cf} {cl} {ot} by hand after the question.
 */
import type { SourceTurn } from './render-formats.ts';

const TYPES: Record<string, string> = { pf: 'problemFinding', cf: 'criteriaFinding', cl: 'clarifying', ot: 'other' };

export function parseSource(text: string) {
  const meta: Record<string, string> = {};
  const blocks: Record<string, string[]> = { header: [], footer: [] };
  const turns: SourceTurn[] = [];
  const questions: Array<{ text: string; type: string }> = [];
  let block: string | null = null;
  for (const line of text.split('\n')) {
    const m = /^# (\w+): (.*)$/.exec(line);
    if (m) {
      meta[m[1]!] = m[2]!.trim();
      continue;
    }
    if (/^@(header|footer)$/.test(line)) {
      block = line.slice(1);
      continue;
    }
    if (line === '@end') {
      block = null;
      continue;
    }
    if (block) {
      blocks[block]!.push(line);
      continue;
    }
    const t = /^([A-Z][\w'.]*(?: [A-Z][\w'.]*)?): (.+)$/.exec(line);
    if (!t) continue;
    let body = t[2]!;
    for (;;) {
      const tag = /\s*\{(pf|cf|cl|ot)\}/.exec(body);
      if (!tag) break;
      const before = body.slice(0, tag.index);
      const starts = [...before.slice(0, -1).matchAll(/[.!?…]["”]?\s+/g)];
      const start = starts.length ? starts[starts.length - 1]!.index! + starts[starts.length - 1]![0].length : 0;
      if (meta.salesperson!.split(',').map((s) => s.trim()).includes(t[1]!)) {
        questions.push({ text: before.slice(start).trim(), type: TYPES[tag[1]!]! });
      }
      body = before + body.slice(tag.index + tag[0].length);
    }
    turns.push({ speaker: t[1]!, text: body.trim() });
  }
  return { meta, header: blocks.header!.join('\n').trim(), footer: blocks.footer!.join('\n').trim(), turns, questions };
}
