import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ExtractTextError, extractTranscriptText } from './extract-text.ts';

const enc = (s: string) => new TextEncoder().encode(s);

/** A zip with deflated entries; `declared` overrides the uncompressed size written in the headers. */
function buildZip(files: Array<{ name: string; data: Uint8Array; declared?: number }>): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name);
    const body = deflateRawSync(f.data);
    const size = f.declared ?? f.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(f.data), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, body);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(8, 10);
    c.writeUInt32LE(crc32(f.data), 16);
    c.writeUInt32LE(body.length, 20);
    c.writeUInt32LE(size, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(offset, 42);
    central.push(c, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, cd, end]));
}

function docx(
  paragraphs: string[],
  extra: Array<{ name: string; data: Uint8Array; declared?: number }> = [],
): Uint8Array {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  return buildZip([
    {
      name: '[Content_Types].xml',
      data: enc(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: enc(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      data: enc(
        `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
      ),
    },
    ...extra,
  ]);
}

async function failure(bytes: Uint8Array, name: string): Promise<ExtractTextError> {
  try {
    await extractTranscriptText(bytes, name);
  } catch (e) {
    expect(e).toBeInstanceOf(ExtractTextError);
    return e as ExtractTextError;
  }
  throw new Error('expected a failure');
}

describe('extractTranscriptText', () => {
  it('reads UTF-8 text files and UTF-16 with a BOM', async () => {
    expect(await extractTranscriptText(enc('\uFEFFAnna: Héllo\r\nBen: Hi'), 'call.txt')).toBe(
      'Anna: Héllo\nBen: Hi',
    );
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from('A: hi', (c) => [c.charCodeAt(0), 0]).flat()]);
    expect(await extractTranscriptText(utf16, 'call.md')).toBe('A: hi');
    expect(
      await extractTranscriptText(enc('WEBVTT\n\n00:00.000 --> 00:01.000\n<v A>Hi</v>'), 'c.vtt'),
    ).toContain('<v A>Hi');
  });
  it('rejects binaries renamed .txt, invalid UTF-8, empty files and unknown types', async () => {
    const binary = new Uint8Array(512).map((_, i) => (i * 37) % 256);
    expect(await failure(binary, 'call.txt')).toMatchObject({
      status: 415,
      userMessage: "This file doesn't look like a text transcript.",
    });
    expect((await failure(new Uint8Array([0x41, 0xc3, 0x28, 0x42]), 'x.srt')).status).toBe(415);
    expect((await failure(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 65]), 'x.csv')).status).toBe(415);
    expect((await failure(new Uint8Array(0), 'empty.txt')).status).toBe(422);
    expect((await failure(enc('  \n\t '), 'blank.md')).userMessage).toMatch(/empty/);
    expect((await failure(enc('hi'), 'call.exe')).status).toBe(415);
  });
  it('extracts text from a PDF and rejects a corrupt one', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage();
    page.drawText('Anna: Hello, this is Anna from Bloom.', { x: 40, y: 700, size: 12, font });
    page.drawText('Ben: Hi Anna, we need wedding flowers.', { x: 40, y: 680, size: 12, font });
    const text = await extractTranscriptText(await pdf.save(), 'call.pdf');
    expect(text).toContain('Anna: Hello, this is Anna from Bloom.');
    expect(text).toContain('Ben: Hi Anna');
    expect((await failure(enc('%PDF-1.7\nthis is not really a pdf'), 'bad.pdf')).status).toBe(422);
    expect((await failure(enc('hello'), 'fake.pdf')).status).toBe(422);
  });
  it('extracts text from a .docx (including the generated Teams-style eval file)', async () => {
    expect(
      await extractTranscriptText(docx(['Anna  0:03', 'Hello Ben.', 'Ben  0:07', 'Hi Anna.']), 'call.docx'),
    ).toContain('Anna  0:03\n\nHello Ben.');
    const evalDocx = new Uint8Array(
      readFileSync(
        join(import.meta.dirname, '../../../../core/eval/transcripts/06-analyzer-caterer-good.docx'),
      ),
    );
    expect(await extractTranscriptText(evalDocx, '06.docx')).toContain('Tomasz Nowak');
  });
  it('refuses zip bombs before extracting and reports corrupt Word files', async () => {
    const bomb = docx(['Hi'], [{ name: 'word/media/zeros.bin', data: new Uint8Array(20 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await failure(bomb, 'bomb.docx')).toMatchObject({
      status: 422,
      userMessage: 'This document is too large to process.',
    });
    const lying = docx(['Hi'], [{ name: 'word/big.xml', data: enc('<a/>'), declared: 60 * 1024 * 1024 }]);
    expect((await failure(lying, 'lying.docx')).status).toBe(422);
    expect((await failure(enc('PK\u0003\u0004 truncated'), 'broken.docx')).status).toBe(422);
    expect((await failure(enc('not a word file at all'), 'old.doc')).status).toBe(422);
  });
});
