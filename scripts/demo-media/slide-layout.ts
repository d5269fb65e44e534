import PDFDocument from 'pdfkit';
import type { DemoSlide } from '../../apps/server/src/seed/demo-catalogue/types';

/**
 * Where everything on a 640x360 slide goes. ffmpeg's drawtext draws one line at a time and
 * never wraps, so the lines are wrapped here, measured with the same DejaVu fonts through
 * pdfkit's metrics (already a server dependency). A slide whose text does not fit is refused
 * with its name rather than drawn off the frame.
 */

export const WIDTH = 640;
export const HEIGHT = 360;

export const FONTS = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
} as const;

/** The product's colours (apps/web/src/styles.css: --color-primary) on a light slide. */
export const COLORS = {
  background: '0xf8fafc',
  primary: '0x0f766e',
  onPrimary: '0xffffff',
  text: '0x0f172a',
  muted: '0x64748b',
  rule: '0xcbd5e1',
} as const;

const MARGIN = 32;
const HEADING = { size: 25, lineHeight: 32, top: 20, bottom: 16 };
const POINT = { size: 19, lineHeight: 25, gap: 11, indent: 26, marker: 8 };
const FOOTER = { size: 12, baseline: 344, rule: 322 };
/** The lowest the points' descenders may reach: a little above the footer's rule. */
const BODY_BOTTOM = FOOTER.rule - 10;
/**
 * drawtext hints glyphs to whole pixels, which can make a line a little wider than its
 * unhinted metrics say: lines are filled to this share of the room only.
 */
const FILL = 0.95;

export interface TextRun {
  text: string;
  font: keyof typeof FONTS;
  size: number;
  color: string;
  x: number;
  baseline: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
}

export interface SlideLayout {
  boxes: Box[];
  texts: TextRun[];
}

const metrics = new PDFDocument({ autoFirstPage: false });

function widthOf(text: string, font: keyof typeof FONTS, size: number): number {
  return metrics.font(FONTS[font]).fontSize(size).widthOfString(text);
}

/** Greedy word wrap to `width` pixels; null when a single word is wider than that. */
function greedyWrap(words: string[], font: keyof typeof FONTS, size: number, width: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate, font, size) <= width) line = candidate;
    else if (!line) return null;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Wraps to as few lines as fit, then evens them out: the narrowest width that needs no more
 * lines, so that no word is left alone on the last one.
 */
function wrap(text: string, font: keyof typeof FONTS, size: number, width: number): string[] {
  // Only plain spaces break a line: a no-break space keeps '1 000' together.
  const words = text.split(/ +/).filter(Boolean);
  const room = width * FILL;
  const lines = greedyWrap(words, font, size, room);
  if (!lines) throw new Error(`a word of "${text}" is wider than a line`);
  if (lines.length < 2) return lines;
  let [narrow, wide] = [0, room];
  for (let step = 0; step < 16; step += 1) {
    const middle = (narrow + wide) / 2;
    const tried = greedyWrap(words, font, size, middle);
    if (tried && tried.length <= lines.length) wide = middle;
    else narrow = middle;
  }
  return greedyWrap(words, font, size, wide)!;
}

/** `text` cut with an ellipsis so that it fits in `width` pixels. */
function fit(text: string, font: keyof typeof FONTS, size: number, width: number): string {
  if (widthOf(text, font, size) <= width) return text;
  let cut = text;
  while (cut && widthOf(`${cut.trimEnd()}…`, font, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * A teal band with the heading in white, the points as a bulleted list below it, and a footer
 * with the academy and the course on the left and the slide's number on the right.
 */
export function layoutSlide(
  slide: DemoSlide,
  where: { index: number; count: number; courseTitle: string },
): SlideLayout {
  const boxes: Box[] = [];
  const texts: TextRun[] = [];

  const headingLines = wrap(slide.heading, 'bold', HEADING.size, WIDTH - 2 * MARGIN);
  if (headingLines.length > 2) throw new Error(`heading "${slide.heading}" takes more than two lines`);
  const bandHeight = HEADING.top + headingLines.length * HEADING.lineHeight + HEADING.bottom;
  boxes.push({ x: 0, y: 0, width: WIDTH, height: bandHeight, color: COLORS.primary });
  headingLines.forEach((text, line) =>
    texts.push({
      text,
      font: 'bold',
      size: HEADING.size,
      color: COLORS.onPrimary,
      x: MARGIN,
      baseline: HEADING.top + HEADING.size + line * HEADING.lineHeight,
    }),
  );

  let baseline = bandHeight + 22 + POINT.size;
  for (const point of slide.points) {
    const lines = wrap(point, 'regular', POINT.size, WIDTH - 2 * MARGIN - POINT.indent);
    // The marker sits on the middle of the first line's lowercase letters.
    boxes.push({
      x: MARGIN,
      y: baseline - Math.round(POINT.size * 0.27) - POINT.marker / 2,
      width: POINT.marker,
      height: POINT.marker,
      color: COLORS.primary,
    });
    lines.forEach((text, line) =>
      texts.push({
        text,
        font: 'regular',
        size: POINT.size,
        color: COLORS.text,
        x: MARGIN + POINT.indent,
        baseline: baseline + line * POINT.lineHeight,
      }),
    );
    baseline += (lines.length - 1) * POINT.lineHeight;
    if (baseline > BODY_BOTTOM - Math.round(POINT.size * 0.25)) {
      throw new Error(`the points of "${slide.heading}" do not fit on the slide`);
    }
    baseline += POINT.lineHeight + POINT.gap;
  }

  boxes.push({ x: MARGIN, y: FOOTER.rule, width: WIDTH - 2 * MARGIN, height: 1, color: COLORS.rule });
  const counter = `${where.index + 1} / ${where.count}`;
  const counterWidth = widthOf(counter, 'regular', FOOTER.size);
  texts.push({
    text: fit(`Aula · ${where.courseTitle}`, 'regular', FOOTER.size, WIDTH - 2 * MARGIN - counterWidth - 24),
    font: 'regular',
    size: FOOTER.size,
    color: COLORS.muted,
    x: MARGIN,
    baseline: FOOTER.baseline,
  });
  texts.push({
    text: counter,
    font: 'regular',
    size: FOOTER.size,
    color: COLORS.muted,
    x: Math.round(WIDTH - MARGIN - counterWidth),
    baseline: FOOTER.baseline,
  });
  return { boxes, texts };
}
