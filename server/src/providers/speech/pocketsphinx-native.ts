import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as Koffi from 'koffi';

/** Decoders in the pool unless told otherwise: one per person speaking at the same moment (~92 MB each). */
export const DEFAULT_STT_DECODERS = 8;

/**
 * In-process pocketsphinx 5prealpha (Debian `libpocketsphinx3` + `pocketsphinx-en-us`) through koffi.
 * Heavy calls run on koffi's worker threads (`.async`) so the event loop keeps serving sockets.
 */
export const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

export interface PocketsphinxModel {
  hmm: string;
  lm: string;
  dict: string;
}

export function resolveModel(modelDir = DEFAULT_MODEL_DIR): PocketsphinxModel {
  return {
    hmm: join(modelDir, 'en-us'),
    lm: join(modelDir, 'en-us.lm.bin'),
    dict: join(modelDir, 'cmudict-en-us.dict'),
  };
}

type Fn = ((...args: unknown[]) => unknown) & { async: (...args: unknown[]) => void };
interface Native {
  psArgs: Fn;
  parse: Fn;
  cmdLnFree: Fn;
  init: Fn;
  free: Fn;
  startUtt: Fn;
  processRaw: Fn;
  endUtt: Fn;
  getHyp: Fn;
  /** native memory for one int (out-parameters written from koffi's worker threads) */
  allocInt: () => unknown;
  freeMemory: (ptr: unknown) => void;
}

const require = createRequire(import.meta.url);
let native: Native | undefined;

/** Loads koffi and the shared libraries once; throws a readable error when either is missing. */
export function loadNative(): Native {
  if (native) return native;
  let koffi: typeof Koffi;
  try {
    koffi = require('koffi') as typeof Koffi;
  } catch (err) {
    throw new Error(`koffi is not usable: ${(err as Error).message}`, { cause: err });
  }
  let sb: Koffi.LibraryHandle, ps: Koffi.LibraryHandle;
  try {
    sb = koffi.load('libsphinxbase.so.3');
    ps = koffi.load('libpocketsphinx.so.3');
  } catch (err) {
    throw new Error(
      `libpocketsphinx.so.3 not found (apt-get install libpocketsphinx3): ${(err as Error).message}`,
      { cause: err },
    );
  }
  const f = (lib: Koffi.LibraryHandle, decl: string) => lib.func(decl) as unknown as Fn;
  native = {
    psArgs: f(ps, 'void *ps_args()'),
    parse: f(sb, 'void *cmd_ln_parse_r(void *inout, void *defn, int argc, const char **argv, int strict)'),
    cmdLnFree: f(sb, 'int cmd_ln_free_r(void *config)'),
    init: f(ps, 'void *ps_init(void *config)'),
    free: f(ps, 'int ps_free(void *ps)'),
    startUtt: f(ps, 'int ps_start_utt(void *ps)'),
    processRaw: f(
      ps,
      'int ps_process_raw(void *ps, const int16_t *data, size_t n, int no_search, int full_utt)',
    ),
    endUtt: f(ps, 'int ps_end_utt(void *ps)'),
    getHyp: f(ps, 'const char *ps_get_hyp(void *ps, void *score)'),
    allocInt: () => koffi.alloc('int', 1),
    freeMemory: (ptr) => koffi.free(ptr as never),
  };
  // Logging off once, process-wide. A per-decoder `-logfn` makes every ps_init close and replace the
  // global log FILE while other decoders write INFO lines to it on their threads: a use-after-free.
  (sb.func('void err_set_logfp(void *stream)') as unknown as Fn)(null);
  return native;
}

/**
 * Runs a native call on a koffi worker thread. The arguments (e.g. the PCM buffer) stay referenced
 * by the callback until the call returns: otherwise the garbage collector may free a buffer that
 * native code on the other thread is still reading.
 */
const inFlight = new Set<unknown[]>();
export function callAsync<T>(fn: Fn, ...args: unknown[]): Promise<T> {
  inFlight.add(args);
  return new Promise((resolve, reject) => {
    fn.async(...args, (err: unknown, result: T) => {
      inFlight.delete(args);
      if (err) reject(err);
      else resolve(result);
    });
  });
}

/** Why offline STT cannot run here, or undefined when it can. Does not create a decoder. */
export function checkPocketsphinx(modelDir = DEFAULT_MODEL_DIR): string | undefined {
  const model = resolveModel(modelDir);
  const missing = [join(model.hmm, 'mdef'), model.lm, model.dict].filter((p) => !existsSync(p));
  if (missing.length)
    return `pocketsphinx model files missing (apt-get install pocketsphinx-en-us): ${missing.join(', ')}`;
  try {
    loadNative();
  } catch (err) {
    return (err as Error).message;
  }
  return undefined;
}

export interface Decoder {
  readonly ptr: unknown;
  /**
   * ps_get_hyp's score out-parameter, in native memory. A small Int32Array lives inside the JS heap,
   * where the garbage collector may move it while pocketsphinx writes to it from another thread.
   */
  readonly score: unknown;
}

export interface DecoderPoolOptions {
  modelDir?: string;
  /** Most decoders alive at once (~92 MB each). Streams wait for a free one. Default 2. */
  size?: number;
  /** Extra pocketsphinx arguments (tuning), e.g. ['-maxhmmpf', '3000']. */
  args?: string[];
}

export interface DecoderPool {
  acquire(): Promise<Decoder>;
  release(decoder: Decoder): void;
  /** Creates the missing decoders one by one (a stream waiting for one gets it at once). */
  fill(): Promise<void>;
  /** Decoders created so far (idle + busy). */
  readonly created: number;
  close(): Promise<void>;
}

/** Lazily creates up to `size` decoders and hands them out one utterance at a time. */
export function createDecoderPool(options: DecoderPoolOptions = {}): DecoderPool {
  const size = Math.max(1, options.size ?? DEFAULT_STT_DECODERS);
  const idle: Decoder[] = [];
  const waiters: Array<(d: Decoder) => void> = [];
  const all = new Set<Decoder>();
  let creating = 0;
  let closed = false;

  async function createDecoder(): Promise<Decoder> {
    const n = loadNative();
    const model = resolveModel(options.modelDir);
    const reason = checkPocketsphinx(options.modelDir);
    if (reason) throw new Error(reason);
    // one search pass, and a narrower beam: measured a third less CPU at the same word error (ADR 006)
    const argv = [
      '-hmm',
      model.hmm,
      '-lm',
      model.lm,
      '-dict',
      model.dict,
      '-fwdflat',
      'no',
      '-bestpath',
      'no',
      '-maxhmmpf',
      '3000',
      '-maxwpf',
      '10',
      ...(options.args ?? []),
    ];
    const config = n.parse(null, n.psArgs(), argv.length, argv, 0);
    if (!config) throw new Error('pocketsphinx rejected its configuration');
    const ptr = await callAsync<unknown>(n.init, config);
    n.cmdLnFree(config);
    if (!ptr) throw new Error('ps_init failed (model files unreadable?)');
    const decoder = { ptr, score: n.allocInt() };
    all.add(decoder);
    return decoder;
  }

  function release(decoder: Decoder): void {
    if (closed) {
      all.delete(decoder);
      loadNative().free(decoder.ptr);
      loadNative().freeMemory(decoder.score);
      return;
    }
    const waiter = waiters.shift();
    if (waiter) waiter(decoder);
    else idle.push(decoder);
  }

  return {
    get created() {
      return all.size;
    },
    async acquire() {
      if (closed) throw new Error('decoder pool is closed');
      const free = idle.pop();
      if (free) return free;
      if (all.size + creating < size) {
        creating++;
        try {
          return await createDecoder();
        } finally {
          creating--;
        }
      }
      return new Promise<Decoder>((resolve) => waiters.push(resolve));
    },
    async fill() {
      while (!closed && all.size + creating < size) {
        creating++;
        let decoder: Decoder;
        try {
          decoder = await createDecoder();
        } finally {
          creating--;
        }
        release(decoder);
      }
    },
    release,
    async close() {
      closed = true;
      for (const d of idle.splice(0)) {
        all.delete(d);
        await callAsync(loadNative().free, d.ptr);
        loadNative().freeMemory(d.score);
      }
    },
  };
}
