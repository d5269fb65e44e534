import { formatDay, formatDecimal, messages } from '@aula/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CertificateRow } from './certificate-presenter';

const COLORS = { brand: '#0f766e', text: '#1f2937', muted: '#6b7280', rule: '#99c9c2' };
const FRAME = 22;
const SIDE = 72;
const QR_SIZE = 92;
const t = messages.certificates.pdf;

type CertificateContent = Pick<
  CertificateRow,
  | 'code'
  | 'student_names'
  | 'student_document'
  | 'course_title'
  | 'course_hours'
  | 'instructor_names'
  | 'completed_at'
  | 'issued_at'
>;

const formatHours = (hours: number) => t.hours(hours, formatDecimal(hours));

/** Medium error correction survives a crease or a smudge; 368 px is sharp at the printed 92 pt. */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 1, width: 368 } as const;

/**
 * Typesets a certificate on one A4 landscape page, all in Spanish, with the verification code, a
 * QR code of the public URL and the URL itself, so that it can be checked from paper or screen.
 * The standard PDF fonts (WinAnsi) cover Spanish, so nothing is embedded and the file stays small;
 * letters outside Latin-1 (e.g. Ł, 李) would need an embedded Unicode font.
 */
export async function renderCertificatePdf(
  certificate: CertificateContent,
  verifyUrl: string,
): Promise<Buffer> {
  const qr = await QRCode.toBuffer(verifyUrl, { ...QR_OPTIONS, type: 'png' });
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: FRAME, bottom: FRAME, left: FRAME, right: FRAME },
    lang: 'es',
    displayTitle: true,
    info: {
      Title: t.documentTitle(certificate.course_title),
      Author: certificate.instructor_names,
      Subject: certificate.code,
      Creator: 'Aula',
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const { width: pageWidth, height: pageHeight } = pdf.page;
  const width = pageWidth - 2 * SIDE;

  pdf
    .rect(FRAME, FRAME, pageWidth - 2 * FRAME, pageHeight - 2 * FRAME)
    .lineWidth(2.5)
    .strokeColor(COLORS.brand)
    .stroke();
  pdf
    .rect(FRAME + 8, FRAME + 8, pageWidth - 2 * FRAME - 16, pageHeight - 2 * FRAME - 16)
    .lineWidth(0.75)
    .strokeColor(COLORS.rule)
    .stroke();

  const centred = (text: string, font: string, size: number, color: string, gap = 0) => {
    pdf.font(font).fontSize(size).fillColor(color).text(text, SIDE, pdf.y, { width, align: 'center' });
    pdf.y += gap;
  };
  /** The largest size up to `max` at which `text` takes at most `lines` lines, but never below `min`. */
  const fitted = (text: string, font: string, max: number, min: number, lines = 1, room = width) => {
    pdf.font(font);
    let size = max;
    const linesAt = (candidate: number) =>
      Math.round(pdf.fontSize(candidate).heightOfString(text, { width: room }) / pdf.currentLineHeight(true));
    while (size > min && linesAt(size) > lines) size -= 0.5;
    return size;
  };

  pdf.y = 76;
  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(COLORS.brand)
    .text(t.brand, SIDE, pdf.y, { width, align: 'center', characterSpacing: 4 });
  centred(t.tagline, 'Helvetica', 9, COLORS.muted, 30);
  centred(t.title, 'Helvetica-Bold', 32, COLORS.text, 6);
  const ruleY = pdf.y;
  pdf
    .moveTo(pageWidth / 2 - 60, ruleY)
    .lineTo(pageWidth / 2 + 60, ruleY)
    .lineWidth(1.5)
    .strokeColor(COLORS.brand)
    .stroke();
  pdf.y = ruleY + 28;

  centred(t.certifies, 'Helvetica', 13, COLORS.muted, 6);
  const student = certificate.student_names;
  centred(student, 'Helvetica-Bold', fitted(student, 'Helvetica-Bold', 28, 14, 2), COLORS.text, 4);
  if (certificate.student_document) {
    centred(t.document(certificate.student_document), 'Helvetica', 12, COLORS.muted);
  }
  pdf.y += 16;
  centred(t.completed, 'Helvetica', 13, COLORS.muted, 6);
  const course = certificate.course_title;
  // The whole title, however long (up to 200 characters): smaller type rather than cut.
  centred(course, 'Helvetica-Bold', fitted(course, 'Helvetica-Bold', 22, 11, 2), COLORS.brand);
  pdf.y += 12;
  centred(
    t.duration(formatHours(certificate.course_hours), formatDay(certificate.completed_at)),
    'Helvetica',
    12,
    COLORS.text,
  );

  // The bottom band: the instructor on the left, the code and its QR on the right.
  const bandY = pageHeight - FRAME - 30 - QR_SIZE;
  const signatureWidth = 230;
  const signatureY = bandY + QR_SIZE - 40;
  pdf
    .moveTo(SIDE, signatureY)
    .lineTo(SIDE + signatureWidth, signatureY)
    .lineWidth(0.75)
    .strokeColor(COLORS.muted)
    .stroke();
  const instructor = certificate.instructor_names;
  pdf
    .font('Helvetica-Bold')
    .fontSize(fitted(instructor, 'Helvetica-Bold', 11, 6, 1, signatureWidth))
    .fillColor(COLORS.text)
    .text(instructor, SIDE, signatureY + 6, { width: signatureWidth, align: 'center', lineBreak: false });
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(t.instructor, SIDE, signatureY + 22, { width: signatureWidth, align: 'center' });

  const qrX = pageWidth - SIDE - QR_SIZE;
  pdf.image(qr, qrX, bandY, { width: QR_SIZE, height: QR_SIZE });
  const codeWidth = 320;
  const codeX = qrX - 14 - codeWidth;
  const line = (text: string, font: string, size: number, color: string, y: number, link?: string) =>
    pdf
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, codeX, y, { width: codeWidth, align: 'right', lineBreak: false, link });
  line(t.code, 'Helvetica', 8, COLORS.muted, bandY + 14);
  line(certificate.code, 'Helvetica-Bold', 13, COLORS.text, bandY + 26);
  line(t.verifyAt, 'Helvetica', 8, COLORS.muted, bandY + 50);
  line(
    verifyUrl,
    'Helvetica',
    fitted(verifyUrl, 'Helvetica', 8, 5, 1, codeWidth),
    COLORS.brand,
    bandY + 62,
    verifyUrl,
  );
  line(t.issuedOn(formatDay(certificate.issued_at)), 'Helvetica', 8, COLORS.muted, bandY + 80);

  pdf.end();
  return finished;
}
