import { expect, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/** The parts of a session (GET /api/sessions, GET /api/team/members/:id/sessions) the specs compare. */
export interface ApiSession {
  id: string;
  type: 'practice' | 'upload';
  status: string;
  createdAt: string;
  /** seconds */
  duration: number;
  fileName: string | null;
  buyerAgent: { name: string } | null;
  scenario: { id: string; title: string } | null;
  report?: { overallScore: number };
}

/** GETs an API route as the user signed in on `page`, with the bearer token the app keeps in localStorage. */
export async function apiGet<T>(page: Page, url: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token, 'signed in: the app keeps a token').toBeTruthy();
  const res = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `GET ${url}`).toBe(200);
  return (await res.json()) as T;
}

/** The rounded mean overallScore of the completed sessions with a report, as the team figures define it. */
export function roundedMeanScore(sessions: readonly ApiSession[]): number | null {
  const scores = sessions
    .filter((s) => s.status === 'completed' && typeof s.report?.overallScore === 'number')
    .map((s) => s.report!.overallScore);
  return scores.length ? Math.round(scores.reduce((sum, v) => sum + v, 0) / scores.length) : null;
}

/** A session's title as the tables and exports show it: the scenario, else the file name. */
export function sessionTitle(s: ApiSession): string {
  return s.scenario?.title ?? s.fileName ?? (s.type === 'practice' ? 'Practice Session' : 'Uploaded Call');
}

/** RFC 4180 CSV (quoted cells, doubled quotes, CRLF rows, optional BOM) as rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/** A CSV as objects keyed by its header row. */
export function csvRecords(text: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(text);
  expect(header, 'the CSV has a header row').toBeTruthy();
  return rows.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ''])));
}

export async function downloadedBytes(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}
