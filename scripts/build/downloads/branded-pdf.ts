import PDFDocument from 'pdfkit';
import type { Stat } from '../../../src/shared/content/types.ts';
import type { DocumentLanguage } from './document-language.ts';

/** Colours, name and logo every generated PDF carries. */
export interface PdfBranding {
  companyName: string;
  logoMarkPng: Buffer;
  colours: { ink: string; accent: string; highlight: string; muted: string; rule: string; panel: string };
}

export interface PdfOptions {
  title: string;
  subject: string;
  /** Sets the /Lang entry and the footer's words. */
  language: Pick<DocumentLanguage, 'tag' | 'text'>;
  branding: PdfBranding;
  /** Fixed so that the same content always builds the same bytes. */
  creationDate: Date;
  /** Shown under the title on the first page. */
  subtitle?: string;
}

const FONT = 'Helvetica';
const FONT_BOLD = 'Helvetica-Bold';
const MARGIN_X = 60;
const MARGIN_TOP = 96;
const MARGIN_BOTTOM = 80;

/**
 * A Letter-size document in the company's style: a running header with the logo, the title as the
 * first-page heading and as the PDF's Title metadata, and on every page a footer with the company
 * name, the disclaimer and "Page n of m", in the document's language. Standard PDF fonts only, so nothing is embedded.
 */
export class BrandedPdf {
  private readonly doc: PDFKit.PDFDocument;
  private readonly branding: PdfBranding;
  private readonly footerText: PdfOptions['language']['text']['pdf'];
  private readonly done: Promise<Buffer>;
  /** pdfkit reuses an image only when given a string: a Buffer would be embedded again on every page, in varying order. */
  private readonly logoDataUrl: string;

  constructor({ title, subject, language, branding, creationDate, subtitle }: PdfOptions) {
    this.branding = branding;
    this.footerText = language.text.pdf;
    this.logoDataUrl = `data:image/png;base64,${branding.logoMarkPng.toString('base64')}`;
    this.doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: MARGIN_TOP, bottom: MARGIN_BOTTOM, left: MARGIN_X, right: MARGIN_X },
      bufferPages: true,
      displayTitle: true,
      lang: language.tag,
      info: {
        Title: title,
        Author: branding.companyName,
        Subject: subject,
        Creator: `${branding.companyName} website build`,
        CreationDate: creationDate,
        ModDate: creationDate,
      },
    });
    const chunks: Buffer[] = [];
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.font(FONT_BOLD).fontSize(26).fillColor(branding.colours.ink).text(title, { lineGap: 2 });
    if (subtitle) this.doc.moveDown(0.4).font(FONT).fontSize(12.5).fillColor(branding.colours.muted).text(subtitle, { lineGap: 3 });
    this.doc.moveDown(1);
  }

  private get width() {
    return this.doc.page.width - MARGIN_X * 2;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  private ensureSpace(height: number) {
    if (this.doc.y + height > this.doc.page.maxY()) this.doc.addPage();
  }

  heading(text: string) {
    this.ensureSpace(90);
    const { colours } = this.branding;
    this.doc.moveDown(0.6).font(FONT_BOLD).fontSize(16).fillColor(colours.ink).text(text, MARGIN_X);
    const y = this.doc.y + 3;
    this.doc.moveTo(MARGIN_X, y).lineTo(MARGIN_X + 40, y).lineWidth(2).strokeColor(colours.highlight).stroke();
    this.doc.moveDown(0.7);
    return this;
  }

  subheading(text: string) {
    this.ensureSpace(50);
    this.doc.moveDown(0.3).font(FONT_BOLD).fontSize(12).fillColor(this.branding.colours.ink).text(text, MARGIN_X);
    this.doc.moveDown(0.2);
    return this;
  }

  paragraph(text: string, options: { muted?: boolean; size?: number } = {}) {
    const { colours } = this.branding;
    this.doc
      .font(FONT)
      .fontSize(options.size ?? 11)
      .fillColor(options.muted ? colours.muted : colours.ink)
      .text(text, MARGIN_X, undefined, { width: this.width, lineGap: 3 });
    this.doc.moveDown(0.6);
    return this;
  }

  bullets(items: readonly string[]) {
    const { colours } = this.branding;
    for (const item of items) {
      this.ensureSpace(30);
      const top = this.doc.y;
      this.doc.circle(MARGIN_X + 3, top + 6, 2.2).fillColor(colours.highlight).fill();
      this.doc.font(FONT).fontSize(11).fillColor(colours.ink).text(item, MARGIN_X + 14, top, { width: this.width - 14, lineGap: 3 });
      this.doc.moveDown(0.35);
    }
    this.doc.x = MARGIN_X;
    this.doc.moveDown(0.4);
    return this;
  }

  /** Titled paragraphs: "Title" in bold with its text below, e.g. highlights or growth drivers. */
  points(items: readonly { title: string; text: string }[]) {
    for (const item of items) {
      this.ensureSpace(60);
      this.subheading(item.title);
      this.paragraph(item.text);
    }
    return this;
  }

  /** Large figures in a grid of panels, two per row unless told otherwise. */
  figures(stats: readonly (Stat & { note?: string })[], columns = 2) {
    const { colours } = this.branding;
    const gap = 12;
    const columnWidth = (this.width - gap * (columns - 1)) / columns;
    const padding = 10;
    for (let index = 0; index < stats.length; index += columns) {
      const row = stats.slice(index, index + columns);
      const inner = columnWidth - padding * 2;
      const panelHeight = (stat: Stat & { note?: string }) =>
        this.doc.font(FONT_BOLD).fontSize(22).heightOfString(stat.value, { width: inner }) +
        this.doc.font(FONT).fontSize(10).heightOfString(stat.label, { width: inner }) +
        (stat.note ? this.doc.fontSize(8.5).heightOfString(stat.note, { width: inner }) + 3 : 0);
      const height = padding * 2 + Math.max(...row.map(panelHeight));
      this.ensureSpace(height + gap);
      const top = this.doc.y;
      row.forEach((stat, column) => {
        const left = MARGIN_X + column * (columnWidth + gap);
        this.doc.roundedRect(left, top, columnWidth, height, 8).fillColor(colours.panel).fill();
        this.doc.font(FONT_BOLD).fontSize(22).fillColor(colours.accent).text(stat.value, left + padding, top + padding, { width: inner });
        this.doc.font(FONT).fontSize(10).fillColor(colours.ink).text(stat.label, { width: inner });
        if (stat.note) this.doc.fontSize(8.5).fillColor(colours.muted).text(stat.note, left + padding, this.doc.y + 3, { width: inner });
      });
      this.doc.x = MARGIN_X;
      this.doc.y = top + height + gap;
    }
    this.doc.moveDown(0.4);
    return this;
  }

  /** A table: a header row of column titles, then one row per label, figures right-aligned; a note below. */
  table({ header, rows, note }: { header: readonly string[]; rows: readonly { label: string; cells: readonly string[] }[]; note?: string }) {
    const { colours } = this.branding;
    const rowHeight = 22;
    const labelWidth = this.width * 0.46;
    const cellWidth = (this.width - labelWidth) / Math.max(1, header.length - 1);
    this.ensureSpace(rowHeight * (rows.length + 1) + 30);
    const drawRow = (cells: readonly string[], top: number, bold: boolean) => {
      this.doc.font(bold ? FONT_BOLD : FONT).fontSize(10.5).fillColor(colours.ink);
      this.doc.text(cells[0] ?? '', MARGIN_X + 6, top + 6, { width: labelWidth - 12, lineBreak: false });
      cells.slice(1).forEach((cell, index) => {
        this.doc.text(cell, MARGIN_X + labelWidth + index * cellWidth, top + 6, { width: cellWidth - 6, align: 'right', lineBreak: false });
      });
    };
    let top = this.doc.y;
    this.doc.rect(MARGIN_X, top, this.width, rowHeight).fillColor(colours.panel).fill();
    drawRow(header, top, true);
    for (const row of rows) {
      top += rowHeight;
      drawRow([row.label, ...row.cells], top, false);
      this.doc.moveTo(MARGIN_X, top + rowHeight).lineTo(MARGIN_X + this.width, top + rowHeight).lineWidth(0.5).strokeColor(colours.rule).stroke();
    }
    this.doc.x = MARGIN_X;
    this.doc.y = top + rowHeight + 8;
    if (note) this.paragraph(note, { muted: true, size: 9 });
    return this;
  }

  get pageCount() {
    return this.doc.bufferedPageRange().count;
  }

  /** Draws the running header and footer on every page, then returns the finished file. */
  async finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      this.drawHeader();
      this.drawFooter(index - range.start + 1, range.count);
    }
    this.doc.end();
    return this.done;
  }

  private drawHeader() {
    const { colours, companyName } = this.branding;
    this.doc.image(this.logoDataUrl, MARGIN_X, 36, { width: 26, height: 26 });
    this.doc.font(FONT_BOLD).fontSize(13).fillColor(colours.ink).text(companyName, MARGIN_X + 36, 43, { lineBreak: false });
    this.doc.moveTo(MARGIN_X, 74).lineTo(this.doc.page.width - MARGIN_X, 74).lineWidth(0.75).strokeColor(colours.rule).stroke();
  }

  private drawFooter(pageNumber: number, pageCount: number) {
    const { colours, companyName } = this.branding;
    const page = this.doc.page;
    const top = page.height - MARGIN_BOTTOM + 22;
    // Text below the bottom margin would otherwise start a new page.
    const bottomMargin = page.margins.bottom;
    page.margins.bottom = 0;
    this.doc.moveTo(MARGIN_X, top - 8).lineTo(page.width - MARGIN_X, top - 8).lineWidth(0.5).strokeColor(colours.rule).stroke();
    this.doc.font(FONT_BOLD).fontSize(8).fillColor(colours.ink).text(companyName, MARGIN_X, top, { lineBreak: false });
    this.doc
      .font(FONT)
      .fontSize(8)
      .fillColor(colours.muted)
      .text(this.footerText.pageOf(pageNumber, pageCount), MARGIN_X, top, { width: this.width, align: 'right', lineBreak: false });
    this.doc.text(this.footerText.disclaimer, MARGIN_X, top + 12, { width: this.width - 60 });
    page.margins.bottom = bottomMargin;
  }
}
