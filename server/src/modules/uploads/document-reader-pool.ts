/**
 * Reads PDF and Word files in a small pool of child processes, each file within a budget: wall-clock time,
 * resident memory of its process (read from /proc on Linux every 20 ms) and, as a backstop, the V8 heap
 * (--max-old-space-size). A file that goes beyond the budget has its process killed and is refused with
 * BEYOND_LIMITS (422); the server's event loop and memory never carry the parsing.
 *
 * Processes, not worker threads: a worker that reaches its heap limit inside one large allocation aborts
 * the whole server, and a worker's ArrayBuffers (the inflated streams of a PDF) are outside that limit.
 * Children stay warm between files, since loading the PDF and Word libraries costs more than reading a
 * typical transcript; one is replaced after a kill, after MAX_FILES files, when a file left it large, or
 * after IDLE_MS without work. Files wait in order when every child is busy.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { MAX_TRANSCRIPT_CHARS } from '@ringready/core/analysis/transcript-limits';
import type { DocumentKind } from './document-checks.ts';
import type { ReaderReady, ReadRequest, ReadResponse } from './document-reader-child.ts';
import { BEYOND_LIMITS, ExtractTextError } from './extract-text-error.ts';

const CHILD = fileURLToPath(new URL('./document-reader-child.ts', import.meta.url));
const MIB = 1024 * 1024;
const WATCH_MS = 20;
const MAX_FILES = 200;
const IDLE_MS = 5 * 60_000;
const START_MS = 30_000;

export interface ReaderBudget {
  /** children reading at the same time */
  size: number;
  /** wall-clock time to read one file */
  timeoutMs: number;
  /** resident memory of a child while it reads */
  memoryBytes: number;
  /** V8 heap of a child: the limit for systems without /proc, above the memory budget */
  heapMb: number;
  /** characters of text one file may yield */
  maxChars: number;
}

/**
 * A reader process is ended at 320 MiB resident (it idles near 100 MiB): a file that inflates without end
 * grows the server's processes by under 400 MiB in all, while a PDF of the longest transcript the analysis
 * takes (200,000 words) reads in about 175 MiB.
 */
export const READER_BUDGET: ReaderBudget = {
  size: 2,
  timeoutMs: 10_000,
  memoryBytes: 320 * MIB,
  heapMb: 384,
  maxChars: MAX_TRANSCRIPT_CHARS,
};

interface Job {
  kind: DocumentKind;
  bytes: Uint8Array;
  resolve(text: string): void;
  reject(err: Error): void;
}

interface Reader {
  child: ChildProcess;
  ready: boolean;
  files: number;
  rss: number;
  job?: Job & { id: number; started: number };
  timers: NodeJS.Timeout[];
  /** why the pool killed it, for the log */
  killedFor?: string;
  stderr: string;
}

export interface ReaderStats {
  started: number;
  /** children killed for going beyond the budget */
  killed: number;
  /** the highest resident memory seen in a child */
  peakRssBytes: number;
}

export interface DocumentReaderPool {
  /** The text of a PDF, .docx or .doc file. Throws ExtractTextError (BEYOND_LIMITS when over budget). */
  read(kind: DocumentKind, bytes: Uint8Array): Promise<string>;
  stats(): ReaderStats;
  /** Ends every child and refuses the files waiting; a later read starts new children. */
  close(): Promise<void>;
}

async function residentBytes(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined || process.platform !== 'linux') return undefined;
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps an idle child from holding the server open; a busy one does. */
function hold(child: ChildProcess, busy: boolean): void {
  for (const handle of [child, child.channel, child.stderr as unknown as { ref?(): void; unref?(): void }])
    if (busy) handle?.ref?.();
    else handle?.unref?.();
}

export function createDocumentReaderPool(options: Partial<ReaderBudget> = {}): DocumentReaderPool {
  const budget = { ...READER_BUDGET, ...options };
  const readers: Reader[] = [];
  const queue: Job[] = [];
  const stats: ReaderStats = { started: 0, killed: 0, peakRssBytes: 0 };
  let nextId = 0;

  const clearTimers = (reader: Reader) => {
    reader.timers.forEach(clearTimeout);
    reader.timers = [];
  };

  const kill = (reader: Reader, why: string) => {
    reader.killedFor ??= why;
    reader.child.kill('SIGKILL');
  };

  /** Takes an idle child out of the pool and ends it. */
  const retire = (reader: Reader) => {
    clearTimers(reader);
    const at = readers.indexOf(reader);
    if (at >= 0) readers.splice(at, 1);
    reader.child.kill();
  };

  const start = () => {
    const child = fork(CHILD, [], {
      serialization: 'advanced',
      execArgv: [
        '--experimental-strip-types',
        '--disable-warning=ExperimentalWarning',
        `--max-old-space-size=${budget.heapMb}`,
      ],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const reader: Reader = { child, ready: false, files: 0, rss: 0, timers: [], stderr: '' };
    readers.push(reader);
    stats.started++;
    child.stderr?.on('data', (chunk: Buffer) => {
      reader.stderr = (reader.stderr + chunk.toString()).slice(-2000);
    });
    child.on('message', (msg: ReaderReady | ReadResponse) => {
      if ('ready' in msg) {
        reader.ready = true;
        idle(reader);
      } else if (reader.job?.id === msg.id) finish(reader, msg);
    });
    // a child that cannot be started emits 'error' and never 'exit'
    child.on('error', () => (child.pid === undefined ? exited(reader, null, null) : kill(reader, 'error')));
    child.on('exit', (code, signal) => exited(reader, code, signal));
    reader.timers.push(setTimeout(() => kill(reader, 'start: no answer'), START_MS));
    hold(child, true);
  };

  const idle = (reader: Reader) => {
    clearTimers(reader);
    if (queue.length) return run(reader, queue.shift()!);
    hold(reader.child, false);
    const timer = setTimeout(() => retire(reader), IDLE_MS);
    timer.unref();
    reader.timers.push(timer);
  };

  const run = (reader: Reader, job: Job) => {
    clearTimers(reader);
    const id = ++nextId;
    reader.job = { ...job, id, started: performance.now() };
    hold(reader.child, true);
    reader.timers.push(setTimeout(() => kill(reader, `time: over ${budget.timeoutMs} ms`), budget.timeoutMs));
    let watching = false;
    const watch = setInterval(async () => {
      if (watching) return;
      watching = true;
      const rss = await residentBytes(reader.child.pid);
      watching = false;
      if (rss === undefined) return clearInterval(watch);
      reader.rss = rss;
      stats.peakRssBytes = Math.max(stats.peakRssBytes, rss);
      if (rss > budget.memoryBytes && reader.job?.id === id)
        kill(reader, `memory: ${Math.round(rss / MIB)} MiB`);
    }, WATCH_MS);
    reader.timers.push(watch);
    const request: ReadRequest = { id, kind: job.kind, bytes: job.bytes, maxChars: budget.maxChars };
    reader.child.send(request, (err) => {
      if (err) kill(reader, `send: ${err.message}`);
    });
  };

  const finish = (reader: Reader, response: ReadResponse) => {
    const job = reader.job!;
    reader.job = undefined;
    reader.files++;
    if ('text' in response) job.resolve(response.text);
    else if ('status' in response) job.reject(new ExtractTextError(response.status, response.message));
    else job.reject(new Error(`the document reader failed: ${response.error}`));
    // a child that a file left large, or that has read many files, is replaced by a fresh one
    if (reader.files >= MAX_FILES || reader.rss > budget.memoryBytes / 2) {
      retire(reader);
      pump();
    } else idle(reader);
  };

  const exited = (reader: Reader, code: number | null, signal: NodeJS.Signals | null) => {
    clearTimers(reader);
    const at = readers.indexOf(reader);
    if (at < 0) return; // retired, or already handled
    readers.splice(at, 1);
    const job = reader.job;
    reader.job = undefined;
    if (job) {
      // a file that takes its reader down (killed here, or out of heap) is beyond the limits
      stats.killed++;
      const ms = Math.round(performance.now() - job.started);
      const why = reader.killedFor ?? `exit ${signal ?? code}`;
      job.reject(new ExtractTextError(422, BEYOND_LIMITS, `${why} after ${ms} ms`));
    } else if (!reader.ready) {
      // it never started: refuse the waiting files instead of starting children in a loop
      const err = new Error(`the document reader did not start (exit ${signal ?? code}): ${reader.stderr}`);
      for (const waiting of queue.splice(0)) waiting.reject(err);
    }
    pump();
  };

  /** Gives waiting files to idle children, and starts children while files wait and the pool has room. */
  const pump = () => {
    for (const reader of readers)
      if (reader.ready && !reader.job && queue.length) run(reader, queue.shift()!);
    const starting = readers.filter((r) => !r.ready).length;
    for (let n = queue.length - starting; n > 0 && readers.length < budget.size; n--) start();
  };

  return {
    read(kind, bytes) {
      return new Promise<string>((resolve, reject) => {
        queue.push({ kind, bytes, resolve, reject });
        pump();
      });
    },
    stats: () => ({ ...stats }),
    async close() {
      const closed = new Error('the document reader is closed');
      for (const waiting of queue.splice(0)) waiting.reject(closed);
      const exits = readers.map((reader) => {
        clearTimers(reader);
        reader.job?.reject(closed);
        reader.job = undefined;
        reader.ready = true; // so its exit refuses nothing
        const exit = new Promise((resolve) => reader.child.once('exit', resolve));
        hold(reader.child, true); // until it is gone
        reader.child.kill('SIGKILL');
        return exit;
      });
      await Promise.all(exits);
    },
  };
}

/** The pool that uploads use. */
export const documentReaders = createDocumentReaderPool();
