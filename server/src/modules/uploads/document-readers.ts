/**
 * The PDF and Word parsers (unpdf, mammoth behind a measured zip check, word-extractor). Loaded only by
 * the document reader processes (document-reader-child.ts), never by the server.
 */
import mammoth from 'mammoth';
import { extractText } from 'unpdf';
import WordExtractor from 'word-extractor';
import { assertInflatesWithin, precheckDocument, type DocumentKind } from './document-checks.ts';
import { ExtractTextError } from './extract-text-error.ts';

const DAMAGED_DOCX = "We couldn't read this Word document. It may be damaged or not a .docx file.";

async function readPdf(bytes: Uint8Array): Promise<string> {
  try {
    // given the bytes, unpdf also destroys the document afterwards, so a long-lived reader keeps no pages
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    return text;
  } catch {
    throw new ExtractTextError(422, "We couldn't read this PDF. It may be damaged, encrypted or not a PDF.");
  }
}

async function readDocx(bytes: Uint8Array): Promise<string> {
  assertInflatesWithin(bytes);
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return value;
  } catch {
    throw new ExtractTextError(422, DAMAGED_DOCX);
  }
}

async function readDoc(bytes: Uint8Array): Promise<string> {
  try {
    const doc = await new WordExtractor().extract(Buffer.from(bytes));
    return doc.getBody();
  } catch {
    throw new ExtractTextError(
      422,
      "We couldn't read this Word document. It may be damaged or not a .doc file.",
    );
  }
}

/** The text of a PDF, .docx or .doc file. Throws ExtractTextError. */
export async function readDocument(kind: DocumentKind, bytes: Uint8Array): Promise<string> {
  precheckDocument(kind, bytes);
  if (kind === 'pdf') return readPdf(bytes);
  if (kind === 'docx') return readDocx(bytes);
  return readDoc(bytes);
}
