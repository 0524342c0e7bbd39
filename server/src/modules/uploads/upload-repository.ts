import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { sessions, uploads } from '../../db/schema.ts';

/**
 * Lets the event loop serve waiting I/O (a poll phase) before going on: one immediate is not enough when
 * the caller runs in the poll phase, whose check phase comes straight after it.
 */
async function letIoIn(): Promise<void> {
  await nextTurn();
  await nextTurn();
}

export interface NewUpload {
  userId: string;
  fileName: string;
  mimeType: string;
  bytes: Buffer;
  /** the file's size when its bytes are stored elsewhere (a recording); else the bytes' length */
  size?: number;
  /** null: the text comes later (a recording's transcript) */
  text: string | null;
  createdAt: Date;
}

/**
 * Stores an upload's 'processing' session, its file and its text in the caller's transaction; returns the
 * session id. On the embedded database every statement runs on the server's event loop for a time that
 * grows with the data it writes (a few hundred milliseconds for 10 MB on a busy machine), so the file's
 * bytes and its text (up to 10 MB each) go in two statements, each with a turn of the event loop before
 * and after it: neither runs straight after another statement, of this transaction or of the one before.
 * The text goes as its UTF-8 bytes, which the database decodes (and checks): the driver would otherwise
 * walk through it character by character on the event loop.
 */
export async function insertUpload(tx: Tx, upload: NewUpload): Promise<string> {
  const [session] = await tx
    .insert(sessions)
    .values({
      userId: upload.userId,
      type: 'upload',
      status: 'processing',
      fileName: upload.fileName,
      createdAt: upload.createdAt,
    })
    .returning({ id: sessions.id });
  const sessionId = session!.id;
  await letIoIn();
  await tx.insert(uploads).values({
    sessionId,
    fileName: upload.fileName,
    mimeType: upload.mimeType,
    sizeBytes: upload.size ?? upload.bytes.length,
    content: upload.bytes,
  });
  await letIoIn();
  if (upload.text === null) return sessionId;
  await tx
    .update(uploads)
    .set({ extractedText: sql`convert_from(${Buffer.from(upload.text, 'utf8')}, 'UTF8')` })
    .where(eq(uploads.sessionId, sessionId));
  await letIoIn();
  return sessionId;
}

/** Sets the transcript text of an upload whose text came later (a recording's, once transcribed). */
export async function setExtractedText(tx: Tx, sessionId: string, text: string): Promise<void> {
  await tx.update(uploads).set({ extractedText: text }).where(eq(uploads.sessionId, sessionId));
}

/** The stored upload of a session: its name, type and text (no content). */
export async function findUploadText(q: Queryable, sessionId: string) {
  const [row] = await q
    .select({ fileName: uploads.fileName, mimeType: uploads.mimeType, extractedText: uploads.extractedText })
    .from(uploads)
    .where(eq(uploads.sessionId, sessionId));
  return row;
}

/** Sessions of recordings still 'processing' whose transcript has not been stored yet. */
export function listUntranscribedRecordings(q: Queryable): Promise<Array<{ id: string }>> {
  return q
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(uploads, eq(uploads.sessionId, sessions.id))
    .where(
      and(
        eq(sessions.status, 'processing'),
        isNull(uploads.extractedText),
        or(sql`${uploads.mimeType} like 'audio/%'`, sql`${uploads.mimeType} like 'video/%'`),
      ),
    );
}
