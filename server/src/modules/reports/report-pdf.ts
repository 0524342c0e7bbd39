import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { ReportScorecard } from '@ringready/core/team-scorecards';
import type { AnalysisReport } from '@ringready/core/analysis/types';
import { bandFor, ratioToPercentage } from '@ringready/core/score-bands';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = A4[0] - MARGIN * 2;
const ROSE = rgb(0.75, 0.09, 0.36);
const INK = rgb(0.11, 0.1, 0.09);
const MUTED = rgb(0.4, 0.38, 0.36);
const BAND_COLORS: Record<string, RGB> = {
  green: rgb(0.09, 0.55, 0.25),
  emerald: rgb(0.02, 0.59, 0.41),
  blue: rgb(0.15, 0.39, 0.92),
  yellow: rgb(0.79, 0.54, 0.02),
  orange: rgb(0.92, 0.35, 0.05),
  red: rgb(0.86, 0.15, 0.15),
};

/** Standard PDF fonts speak WinAnsi only: map typographic characters, drop the rest. */
function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u2022/g, '-')
    .replace(/[\r\t]/g, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff\n]/g, '');
}

class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly doc: PDFDocument;
  private readonly font: PDFFont;
  private readonly bold: PDFFont;
  constructor(doc: PDFDocument, font: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.font = font;
    this.bold = bold;
    this.newPage();
  }
  private newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  private ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of winAnsi(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }
  text(
    text: string,
    opts: { size?: number; bold?: boolean; color?: RGB; indent?: number; gap?: number } = {},
  ) {
    const size = opts.size ?? 10.5;
    const font = opts.bold ? this.bold : this.font;
    const indent = opts.indent ?? 0;
    for (const line of this.wrap(text, font, size, WIDTH - indent)) {
      this.ensure(size * 1.4);
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y - size,
        size,
        font,
        color: opts.color ?? INK,
      });
      this.y -= size * 1.4;
    }
    this.y -= opts.gap ?? 2;
  }
  heading(text: string) {
    this.ensure(40);
    this.y -= 10;
    this.text(text, { size: 14, bold: true, color: ROSE, gap: 4 });
  }
  bar(label: string, percentage: number, valueText: string) {
    this.ensure(18);
    const color = BAND_COLORS[bandFor(percentage).color] ?? ROSE;
    const barX = MARGIN + 200;
    const barW = WIDTH - 260;
    this.page.drawText(winAnsi(label).slice(0, 40), {
      x: MARGIN,
      y: this.y - 10,
      size: 10,
      font: this.font,
      color: INK,
    });
    this.page.drawRectangle({ x: barX, y: this.y - 11, width: barW, height: 8, color: rgb(0.92, 0.9, 0.89) });
    this.page.drawRectangle({
      x: barX,
      y: this.y - 11,
      width: (barW * Math.max(0, Math.min(100, percentage))) / 100,
      height: 8,
      color,
    });
    this.page.drawText(winAnsi(valueText), {
      x: barX + barW + 10,
      y: this.y - 10,
      size: 10,
      font: this.bold,
      color: INK,
    });
    this.y -= 18;
  }
}

/** A team member's grading on the team's scorecard: each check and the quotes that decided it. */
function writeScorecard(w: Writer, card: ReportScorecard | undefined) {
  if (!card?.checks) return;
  w.heading('Team Scorecard');
  w.text(
    `${card.name}: ${card.score}/100 (pass mark ${card.passMark}) - ${card.passed ? 'Passed' : 'Not passed'}`,
    {
      bold: true,
    },
  );
  for (const c of card.checks) {
    w.text(`${c.passed ? '[pass]' : '[miss]'} ${c.label}`, { indent: 12, size: 9.5 });
    for (const quote of c.evidence.slice(0, 2)) w.text(`"${quote}"`, { indent: 24, size: 9, color: MUTED });
  }
}

export interface PdfSubject {
  title: string;
  subtitle: string;
  createdAt: Date;
}

/** A printable report with the same sections as the report modal, plus the rubric behind the score. */
export async function renderReportPdf(report: AnalysisReport, subject: PdfSubject): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`RingReady Training Report - ${subject.title}`));
  doc.setAuthor('RingReady');
  doc.setCreationDate(subject.createdAt);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const band = bandFor(report.overallScore);

  w.text('Training Report', { size: 22, bold: true, color: ROSE });
  w.text(subject.subtitle, { color: MUTED });
  w.text(`Created ${subject.createdAt.toUTCString()}`, { size: 9, color: MUTED, gap: 10 });
  w.text(`Overall score: ${report.overallScore}/100 - ${band.name}`, {
    size: 16,
    bold: true,
    color: BAND_COLORS[band.color],
  });
  w.text(band.verdict, { gap: 6 });
  writeScorecard(w, report.scorecard as ReportScorecard | undefined);

  w.heading('Key Strengths');
  for (const s of report.strengths) {
    w.text(`${s.title} (Score: ${s.score}/10)`, { bold: true });
    w.text(s.description, { indent: 12, gap: 4 });
  }
  w.heading('Areas for Improvement');
  for (const i of report.improvements) {
    w.text(i.title, { bold: true });
    w.text(i.description, { indent: 12 });
    w.text(`Recommended Approach: ${i.recommendation}`, { indent: 12, color: MUTED, gap: 4 });
  }
  w.heading('Detailed Performance Metrics');
  for (const m of report.metrics) w.bar(m.skill, ratioToPercentage(m.score), m.score);
  w.heading('Talk/Listen Ratio');
  w.bar(
    'Salesperson share of words',
    report.talkListenRatio.salesPersonPercentage,
    `${report.talkListenRatio.salesPersonPercentage}%`,
  );
  w.text(report.talkListenRatio.comment);
  w.heading('Question Analysis');
  const q = report.questionTypes;
  w.text(
    `Problem finding: ${q.problemFinding}   Criteria finding: ${q.criteriaFinding}   Clarifying: ${q.clarifying}`,
    { bold: true },
  );
  w.text(q.comment);
  w.heading('Buyer Type');
  w.text(report.buyerType.identified, { bold: true });
  w.text(`Evidence: ${report.buyerType.evidence}`);
  w.text(report.buyerType.adaptationComment);
  w.heading('Recommended Next Steps');
  report.actionItems.forEach((a, i) => w.text(`${i + 1}. ${a.text}`, { indent: 4 }));

  w.heading('How the score was computed');
  for (const area of report.rubric) {
    w.text(`${area.name} - ${Math.round(area.score)}/100 (weight ${area.weight})`, { bold: true });
    for (const c of area.checks) {
      w.text(`${c.passed ? '[pass]' : '[miss]'} ${c.label}: ${c.detail}`, { indent: 12, size: 9.5 });
      for (const quote of c.evidence.slice(0, 2)) w.text(`"${quote}"`, { indent: 24, size: 9, color: MUTED });
    }
  }
  w.heading('Next step');
  w.text(
    report.nextStep.agreed
      ? `Agreed: ${report.nextStep.text}`
      : `No next step agreed. ${report.nextStep.text}`,
  );
  return Buffer.from(await doc.save());
}
