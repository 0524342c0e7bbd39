/**
 * Decompression bombs for tests and benchmarks, built at run time (never committed): small files whose
 * compressed content inflates to hundreds of MiB. The repeated part is deflated once as a 1 MiB block that
 * ends in a full flush, so building a bomb costs milliseconds and no large buffer.
 */
import { constants, deflateRawSync } from 'node:zlib';

const MIB = 1024 * 1024;

/** Adler-32 of the parts, where [byte, n] stands for n copies of one byte (zlib's trailer). */
function adler32(parts: Array<Buffer | [number, number]>): number {
  const mod = 65521n;
  let a = 1n;
  let b = 0n;
  for (const part of parts) {
    if (Buffer.isBuffer(part)) {
      for (const byte of part) {
        a = (a + BigInt(byte)) % mod;
        b = (b + a) % mod;
      }
    } else {
      const [byte, n] = [BigInt(part[0]), BigInt(part[1])];
      b = (b + n * a + (byte * n * (n + 1n)) / 2n) % mod;
      a = (a + n * byte) % mod;
    }
  }
  return Number((b << 16n) | a);
}

/** Raw deflate of `prefix`, then `mib` MiB of one byte, then `suffix`. */
export function deflateBomb(mib: number, byte: number, prefix = '', suffix = ''): Buffer {
  const block = deflateRawSync(Buffer.alloc(MIB, byte), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([
    deflateRawSync(Buffer.from(prefix), { finishFlush: constants.Z_FULL_FLUSH }),
    ...Array.from({ length: mib }, () => block),
    deflateRawSync(Buffer.from(suffix)),
  ]);
}

/** The same as a zlib stream (header and Adler-32 trailer), as a PDF's FlateDecode filter reads it. */
export function zlibBomb(mib: number, byte: number, prefix = '', suffix = ''): Buffer {
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler32([Buffer.from(prefix), [byte, mib * MIB], Buffer.from(suffix)]) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), deflateBomb(mib, byte, prefix, suffix), trailer]);
}

/**
 * A one-page PDF whose content stream inflates to `mib` MiB of spaces: inside one text string (`inText`,
 * the costly case for a PDF reader) or between the operators.
 */
export function pdfBomb(mib: number, { inText = true } = {}): Buffer {
  const stream = inText
    ? zlibBomb(mib, 0x20, 'BT /F1 12 Tf 72 700 Td (', ') Tj ET')
    : zlibBomb(mib, 0x20, 'BT /F1 12 Tf 72 700 Td ', '(Hello) Tj ET');
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  const object = (n: number, ...body: Buffer[]) => {
    offsets[n] = length;
    add(Buffer.from(`${n} 0 obj\n`));
    body.forEach(add);
    add(Buffer.from('\nendobj\n'));
  };
  object(1, Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'));
  object(2, Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'));
  object(
    3,
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
        '/Resources << /Font << /F1 5 0 R >> >> >>',
    ),
  );
  object(
    4,
    Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
    stream,
    Buffer.from('\nendstream'),
  );
  object(5, Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'));
  const xref = length;
  const rows = offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`);
  add(
    Buffer.from(
      `xref\n0 ${offsets.length}\n0000000000 65535 f \n${rows.join('')}` +
        `trailer\n<< /Size ${offsets.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

interface ZipEntry {
  name: string;
  /** raw deflate data */
  body: Buffer;
  /** the uncompressed size written in both headers (a bomb lies here) */
  declared: number;
}

function zip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.body.length, 18);
    local.writeUInt32LE(e.declared, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, e.body);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(e.body.length, 20);
    entry.writeUInt32LE(e.declared, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += 30 + name.length + e.body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const small = (name: string, text: string): ZipEntry => {
  const data = Buffer.from(text);
  return { name, body: deflateRawSync(data), declared: data.length };
};

/**
 * A .docx whose word/document.xml inflates to `mib` MiB of text in one paragraph while both zip headers
 * declare 4 KiB, so the declared sizes pass a check of the central directory.
 */
export function docxBomb(mib: number): Buffer {
  const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  return zip([
    small(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ' +
        'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    small(
      '_rels/.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Target="word/document.xml" ' +
        'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"/>' +
        '</Relationships>',
    ),
    {
      name: 'word/document.xml',
      body: deflateBomb(
        mib,
        0x61,
        `<?xml version="1.0"?><w:document xmlns:w="${w}"><w:body><w:p><w:r><w:t>`,
        '</w:t></w:r></w:p></w:body></w:document>',
      ),
      declared: 4096,
    },
  ]);
}
