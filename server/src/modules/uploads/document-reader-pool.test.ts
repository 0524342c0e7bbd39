import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_TRANSCRIPT_WORDS } from '@ringready/core/analysis/transcript-limits';
import { docxBomb, pdfBomb } from '../../../test-support/decompression-bombs.ts';
import { createDocumentReaderPool, type DocumentReaderPool } from './document-reader-pool.ts';
import { BEYOND_LIMITS, ExtractTextError } from './extract-text-error.ts';

const docx = new Uint8Array(
  readFileSync(new URL('../../../../core/eval/transcripts/06-analyzer-caterer-good.docx', import.meta.url)),
);

async function smallPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText('Anna: Hello Ben, this is Anna from Bloom.', { x: 40, y: 700, size: 12, font });
  return pdf.save();
}

async function failure(read: Promise<string>): Promise<ExtractTextError> {
  const err = await read.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ExtractTextError);
  return err as ExtractTextError;
}

let pool: DocumentReaderPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('document reader pool', () => {
  it('stops a PDF bomb at the memory budget, then reads the next file in a fresh process', async () => {
    pool = createDocumentReaderPool({ size: 1 });
    const err = await failure(pool.read('pdf', pdfBomb(100)));
    expect(err).toMatchObject({ status: 422, userMessage: BEYOND_LIMITS });
    expect(err.detail).toMatch(/memory|exit/);
    // ended near its 320 MiB budget: the reader never grows the server's processes by 400 MiB
    expect(pool.stats().peakRssBytes).toBeLessThan(400 * 1024 * 1024);
    expect(await pool.read('pdf', await smallPdf())).toContain('Anna: Hello Ben');
    expect(pool.stats()).toMatchObject({ started: 2, killed: 1 });
  }, 20_000);

  it('reads a PDF of the longest transcript the analysis takes within the budget', async () => {
    pool = createDocumentReaderPool({ size: 1 });
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const line = 'Anna: We can hold the date for you until Friday, and the deposit is fully refundable.';
    const words = line.split(' ').length;
    for (let written = 0; written < MAX_TRANSCRIPT_WORDS;) {
      const page = pdf.addPage();
      for (let y = 780; y > 30 && written < MAX_TRANSCRIPT_WORDS; y -= 10, written += words)
        page.drawText(line, { x: 20, y, size: 8, font });
    }
    const text = await pool.read('pdf', await pdf.save());
    expect(text.split(/\s+/).length).toBeGreaterThanOrEqual(MAX_TRANSCRIPT_WORDS);
    expect(pool.stats()).toMatchObject({ killed: 0 });
  }, 60_000);

  it('measures what a .docx inflates to instead of trusting its headers', async () => {
    pool = createDocumentReaderPool({ size: 1 });
    const start = performance.now();
    const err = await failure(pool.read('docx', docxBomb(1024)));
    expect(err).toMatchObject({ status: 422, userMessage: 'This document is too large to process.' });
    expect(performance.now() - start).toBeLessThan(5_000);
  }, 20_000);

  it('stops a file at the time budget', async () => {
    pool = createDocumentReaderPool({ size: 1, timeoutMs: 1 });
    const err = await failure(pool.read('pdf', await smallPdf()));
    expect(err).toMatchObject({ status: 422, userMessage: BEYOND_LIMITS });
    expect(err.detail).toMatch(/^time/);
  }, 20_000);

  it('refuses a file that yields more text than a transcript may have', async () => {
    pool = createDocumentReaderPool({ size: 1, maxChars: 10 });
    expect(await failure(pool.read('docx', docx))).toMatchObject({ status: 422, userMessage: BEYOND_LIMITS });
    expect(pool.stats().killed).toBe(0);
  }, 20_000);

  it('reads more files than it has processes, in order, with at most `size` processes', async () => {
    pool = createDocumentReaderPool({ size: 2 });
    const texts = await Promise.all(Array.from({ length: 6 }, () => pool!.read('docx', docx)));
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toContain('Tomasz Nowak');
    expect(pool.stats().started).toBeLessThanOrEqual(2);
  }, 20_000);

  it('refuses the files still waiting when closed, and starts again on the next read', async () => {
    pool = createDocumentReaderPool({ size: 1 });
    const reads = [pool.read('docx', docx), pool.read('docx', docx)].map((read) =>
      read.then(
        () => 'read',
        (err: Error) => err.message,
      ),
    );
    await pool.close();
    expect(await Promise.all(reads)).toEqual(Array(2).fill('the document reader is closed'));
    expect(await pool.read('docx', docx)).toContain('Tomasz Nowak');
  }, 20_000);
});
