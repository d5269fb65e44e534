import PDFDocument from 'pdfkit';
import type { DemoDocument } from './demo-catalogue/types';

const COLORS = { brand: '#0f766e', text: '#1f2937', muted: '#6b7280', rule: '#d1d5db' };
const MARGIN = 64;

/**
 * Typesets a reading handed out in a pdf lesson: a title block, then sections of paragraphs and
 * bullet points, with the course and page numbers in each footer. The standard PDF fonts
 * (WinAnsi) cover Spanish, so nothing is embedded and the files stay small.
 */
export function renderReadingPdf(
  document: DemoDocument,
  courseTitle: string,
  author: string,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: 'es',
    info: { Title: document.title, Author: author, Subject: courseTitle, Creator: 'Aula' },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const width = pdf.page.width - 2 * MARGIN;
  pdf
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(COLORS.brand)
    .text('AULA · MATERIAL DE LECTURA', { characterSpacing: 1 });
  pdf.font('Helvetica').fontSize(10).fillColor(COLORS.muted).text(courseTitle).moveDown(0.8);
  pdf.font('Helvetica-Bold').fontSize(20).fillColor(COLORS.text).text(document.title, { lineGap: 2 });
  pdf.font('Helvetica').fontSize(12).fillColor(COLORS.muted).text(document.subtitle).moveDown(0.6);
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + width, pdf.y)
    .lineWidth(1)
    .strokeColor(COLORS.rule)
    .stroke();
  pdf.moveDown(1);

  for (const section of document.sections) {
    pdf.font('Helvetica-Bold').fontSize(13).fillColor(COLORS.brand).text(section.heading).moveDown(0.35);
    pdf.font('Helvetica').fontSize(11).fillColor(COLORS.text);
    for (const paragraph of section.paragraphs) {
      pdf.text(paragraph, { align: 'justify', lineGap: 3, paragraphGap: 6 });
    }
    if (section.bullets) {
      pdf.list(section.bullets, {
        bulletRadius: 2,
        textIndent: 14,
        bulletIndent: 4,
        lineGap: 3,
        paragraphGap: 4,
      });
    }
    pdf.moveDown(0.8);
  }

  const pages = pdf.bufferedPageRange();
  for (let i = pages.start; i < pages.start + pages.count; i++) {
    pdf.switchToPage(i);
    // Writing below the bottom margin would start a new page; the footer lives there on purpose.
    const bottomMargin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - MARGIN + 8;
    pdf.font('Helvetica').fontSize(8).fillColor(COLORS.muted);
    pdf.text(`Aula · ${courseTitle}`, MARGIN, y, { width: width * 0.75, lineBreak: false });
    pdf.text(`Página ${i - pages.start + 1} de ${pages.count}`, MARGIN, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    pdf.page.margins.bottom = bottomMargin;
  }
  pdf.end();
  return finished;
}
