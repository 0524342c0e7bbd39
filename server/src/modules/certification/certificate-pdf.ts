import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import { MEDAL_LABELS, type MemberPathProgress, type TeamPath } from '@ringready/core/team-paths';

const LANDSCAPE_A4: [number, number] = [841.89, 595.28];
const ROSE = rgb(0.75, 0.09, 0.36);
const INK = rgb(0.11, 0.1, 0.09);
const MUTED = rgb(0.4, 0.38, 0.36);
const MEDAL_COLORS = {
  bronze: rgb(0.62, 0.38, 0.16),
  silver: rgb(0.45, 0.47, 0.5),
  gold: rgb(0.75, 0.56, 0.05),
};

/**
 * Names and titles are drawn as text, never read as PDF syntax: the standard fonts speak WinAnsi only, so
 * typographic characters are mapped and anything else (control characters included) is dropped.
 */
export function pdfText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '')
    .trim();
}

/** The text shortened with an ellipsis to fit the width at this size. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  let out = pdfText(text);
  if (font.widthOfTextAtSize(out, size) <= width) return out;
  while (out && font.widthOfTextAtSize(`${out}...`, size) > width) out = out.slice(0, -1);
  return `${out}...`;
}

export interface CertificateInput {
  path: TeamPath;
  progress: MemberPathProgress;
  teamName: string;
}

/** A one-page landscape certificate: who, which path, the medal, the date, and each step's best score. */
export async function certificatePdf({ path, progress, teamName }: CertificateInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfText(`Certificate - ${path.name} - ${progress.name}`));
  doc.setProducer('RingReady');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(LANDSCAPE_A4);
  const [w, h] = LANDSCAPE_A4;
  const maxWidth = w - 160;
  const centred = (text: string, y: number, size: number, f: PDFFont, color = INK) => {
    const line = fit(text, f, size, maxWidth);
    page.drawText(line, { x: (w - f.widthOfTextAtSize(line, size)) / 2, y, size, font: f, color });
  };
  page.drawRectangle({ x: 30, y: 30, width: w - 60, height: h - 60, borderColor: ROSE, borderWidth: 3 });
  centred('RingReady', h - 90, 16, bold, ROSE);
  centred('Certificate of completion', h - 140, 30, bold);
  centred('This certifies that', h - 190, 14, font, MUTED);
  centred(progress.name, h - 230, 28, bold);
  centred('has completed the certification path', h - 265, 14, font, MUTED);
  centred(path.name, h - 300, 22, bold, ROSE);
  if (progress.medal) {
    const label = `${MEDAL_LABELS[progress.medal]} medal`;
    centred(label, h - 340, 18, bold, MEDAL_COLORS[progress.medal]);
  }
  let y = h - 380;
  for (const [i, step] of path.steps.entries()) {
    if (y < 110) {
      centred(`and ${path.steps.length - i} more steps passed`, y, 11, font, MUTED);
      break;
    }
    const result = progress.steps[i]!;
    const medal = result.medal ? ` - ${MEDAL_LABELS[result.medal]}` : '';
    centred(`${i + 1}. ${step.scenarioTitle}: best score ${result.bestScore ?? '-'}${medal}`, y, 11, font);
    y -= 16;
  }
  const completed = progress.completedAt ? progress.completedAt.slice(0, 10) : '';
  centred(`${teamName ? `${teamName} - ` : ''}completed ${completed}`, 70, 12, font, MUTED);
  return doc.save();
}
