import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { AppContext } from '../../context.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { requireAuth } from '../../lib/http.ts';
import { documentReaders } from './document-reader-pool.ts';
import { transcriptThreads } from './transcript-thread.ts';
import { assertUploadsAllowed, countFailedUpload, isRefusedFile } from './upload-failure-limit.ts';
import { MAX_RECORDING_BYTES, RECORDING_TOO_LARGE } from './recording-formats.ts';
import { removeFile, stagingPath, type ReceivedFile } from './recording-store.ts';
import { recordingRecogniser } from './recording-worker.ts';
import { acceptUpload, MAX_UPLOAD_BYTES } from './upload-service.ts';

/** The first bytes of a spilled file kept in memory: enough to tell a recording by its content. */
const HEAD_BYTES = 64 * 1024;

/**
 * The file as it arrived. Up to a document's MAX_UPLOAD_BYTES it is kept in memory; past that, what came
 * so far and the rest are written to a staged file as they come (only a recording may be that large), so
 * a 200 MB upload never sits in the server's memory. The parser stops passing a file one byte past the
 * largest upload (MAX_RECORDING_BYTES), so a file over it always arrives as more than that: the size is
 * measured here on the received bytes, never taken from a header or a flag. The rest of the body is still
 * read, so the client gets the 413, and the staged file is removed.
 */
async function receiveFile(file: MultipartFile, ctx: AppContext): Promise<ReceivedFile> {
  const chunks: Buffer[] = [];
  let received = 0;
  let spill: { path: string; out: WriteStream; head: Buffer } | undefined;
  try {
    for await (const chunk of file.file as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > MAX_RECORDING_BYTES) continue;
      if (!spill && received <= MAX_UPLOAD_BYTES) {
        chunks.push(chunk);
        continue;
      }
      if (!spill) {
        const path = await stagingPath(ctx.config);
        const head = Buffer.concat([...chunks, chunk], Math.min(HEAD_BYTES, received));
        spill = { path, out: createWriteStream(path), head };
        for (const c of chunks) spill.out.write(c);
        chunks.length = 0;
      }
      if (!spill.out.write(chunk)) await once(spill.out, 'drain');
    }
    if (spill)
      await new Promise<void>((resolve, reject) =>
        spill!.out.end((err?: Error | null) => (err ? reject(err) : resolve())),
      );
    if (received > MAX_RECORDING_BYTES || file.file.truncated) throw new HttpError(413, RECORDING_TOO_LARGE);
  } catch (err) {
    if (spill) {
      spill.out.destroy();
      await removeFile(spill.path);
    }
    throw err;
  }
  return spill
    ? { path: spill.path, size: received, head: spill.head }
    : { bytes: Buffer.concat(chunks, received) };
}

export const MALFORMED_UPLOAD =
  'The upload could not be read (an incomplete or malformed form). Please try again.';

/** A body that is not a well-formed multipart form (no boundary, cut short) is the client's error: 400. */
async function readMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest(MALFORMED_UPLOAD);
  }
}

/**
 * POST /api/sessions/upload: one transcript file in the multipart field "transcript"; 202 {sessionId}. An
 * account whose recent uploads kept failing gets 429 before its file is read (upload-failure-limit.ts).
 */
export async function registerUploadRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(multipart, {
    limits: { fileSize: MAX_RECORDING_BYTES + 1, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  });
  app.addHook('onClose', () =>
    Promise.all([documentReaders.close(), transcriptThreads.close(), recordingRecogniser.close()]),
  );

  app.post('/api/sessions/upload', async (req, reply) => {
    const { user } = requireAuth(req);
    await assertUploadsAllowed(ctx.db, user.id, ctx.now());
    let id: string;
    try {
      if (!req.isMultipart()) {
        throw badRequest('Please send the transcript as multipart/form-data in the field "transcript".');
      }
      const received = await readMultipart(async () => {
        const file = await req.file();
        if (!file || file.fieldname !== 'transcript')
          throw badRequest('Please choose a transcript file to upload.');
        return { name: file.filename, file: await receiveFile(file, ctx) };
      });
      id = await acceptUpload(ctx, user, received.name, received.file);
    } catch (err) {
      if (isRefusedFile(err)) await countFailedUpload(ctx.db, user.id, ctx.now());
      throw err;
    }
    return reply.code(202).send({ sessionId: id });
  });
}
