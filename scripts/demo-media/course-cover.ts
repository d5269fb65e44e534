import type {
  RgbColor,
  ThumbnailIcon,
  ThumbnailStyle,
} from '../../apps/server/src/seed/demo-catalogue/types';
import { encodePng } from '../../test-support/png-image';

/** The recommended course image size (docs/product/courses.md#file-rules). */
export const THUMBNAIL_WIDTH = 1280;
export const THUMBNAIL_HEIGHT = 720;

type Point = readonly [number, number];
/** Signed distances in pixels (negative inside) of an icon's white shape and its coloured detail. */
type IconField = (x: number, y: number, size: number) => { shape: number; detail: number };

/**
 * Draws a course cover: a diagonal gradient, soft decorative circles and a white icon in a
 * translucent badge. Shapes are signed distance fields, which gives anti-aliased edges in a
 * few lines and no image library.
 */
export function renderCourseCover(style: ThumbnailStyle): Buffer {
  const width = THUMBNAIL_WIDTH;
  const height = THUMBNAIL_HEIGHT;
  const pixels = new Uint8Array(width * height * 3);
  const darkMid = (i: 0 | 1 | 2) => ((style.from[i] + style.to[i]) / 2) * 0.8;
  const accent: RgbColor = [darkMid(0), darkMid(1), darkMid(2)];
  const icon = ICONS[style.icon];
  const centerX = width / 2;
  const centerY = height / 2;
  const badgeRadius = height * 0.3;
  const iconSize = height * 0.17;
  const decorations = [
    { x: width * 0.9, y: height * 0.08, r: height * 0.38, alpha: 0.09 },
    { x: width * 0.06, y: height * 0.98, r: height * 0.3, alpha: 0.07 },
  ];

  // Plain arithmetic on three numbers, no arrays or closures: this loop runs for 921 600 pixels.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.65 + (y / height) * 0.35;
      let r = style.from[0] + (style.to[0] - style.from[0]) * t;
      let g = style.from[1] + (style.to[1] - style.from[1]) * t;
      let b = style.from[2] + (style.to[2] - style.from[2]) * t;
      for (const d of decorations) {
        if (Math.abs(x - d.x) > d.r + 1 || Math.abs(y - d.y) > d.r + 1) continue;
        const alpha = d.alpha * coverage(length(x - d.x, y - d.y) - d.r);
        r += (255 - r) * alpha;
        g += (255 - g) * alpha;
        b += (255 - b) * alpha;
      }
      const dx = x - centerX;
      const dy = centerY - y;
      if (Math.abs(dx) <= badgeRadius + 1 && Math.abs(dy) <= badgeRadius + 1) {
        const field = icon(dx, dy, iconSize);
        const white = Math.max(0.16 * coverage(length(dx, dy) - badgeRadius), coverage(field.shape));
        r += (255 - r) * white;
        g += (255 - g) * white;
        b += (255 - b) * white;
        const colored = coverage(field.detail);
        r += (accent[0] - r) * colored;
        g += (accent[1] - g) * colored;
        b += (accent[2] - b) * colored;
      }
      const offset = (y * width + x) * 3;
      pixels[offset] = r;
      pixels[offset + 1] = g;
      pixels[offset + 2] = b;
    }
  }
  return encodePng(width, height, pixels);
}

const NONE = Number.POSITIVE_INFINITY;

const ICONS: Record<ThumbnailIcon, IconField> = {
  cross: (x, y, s) => ({
    shape: Math.min(
      roundedBox(x, y, 0.3 * s, 0.95 * s, 0.1 * s),
      roundedBox(x, y, 0.95 * s, 0.3 * s, 0.1 * s),
    ),
    detail: NONE,
  }),
  drop: (x, y, s) => {
    // A circle and the triangle tangent to it from the tip: together, a drop.
    const r = 0.75 * s;
    const cy = -0.35 * s;
    const shape = Math.min(
      circle(x, y, 0, cy, r),
      triangle(x, y, [0, cy + 2 * r], [-0.866 * r, cy + 0.5 * r], [0.866 * r, cy + 0.5 * r]),
    );
    const plusY = y + 0.3 * s;
    const detail = Math.min(
      roundedBox(x, plusY, 0.1 * s, 0.32 * s, 0.03 * s),
      roundedBox(x, plusY, 0.32 * s, 0.1 * s, 0.03 * s),
    );
    return { shape, detail };
  },
  document: (x, y, s) => {
    const lines = [0.5, 0.2, -0.1, -0.4].map((ly, i) =>
      roundedBox(x + (i === 3 ? 0.15 * s : 0), y - ly * s, (i === 3 ? 0.3 : 0.45) * s, 0.06 * s, 0.05 * s),
    );
    return { shape: roundedBox(x, y, 0.72 * s, 0.95 * s, 0.1 * s), detail: Math.min(...lines) };
  },
  pill: (x, y, s) => {
    const shape = segment(x, y, [-0.55 * s, -0.55 * s], [0.55 * s, 0.55 * s]) - 0.45 * s;
    // The lower half in colour, inset so that a white outline remains.
    const detail = Math.max(shape + 0.09 * s, (x + y) / Math.SQRT2 + 0.045 * s);
    return { shape, detail };
  },
  heart: (x, y, s) => {
    const k = 1.75 * s;
    const shape = heart(x / k, y / k + 0.55) * k;
    const pulse = polyline(x, y, [
      [-0.9 * s, 0.05 * s],
      [-0.35 * s, 0.05 * s],
      [-0.2 * s, 0.4 * s],
      [0, -0.4 * s],
      [0.15 * s, 0.2 * s],
      [0.3 * s, 0.05 * s],
      [0.9 * s, 0.05 * s],
    ]);
    return { shape, detail: Math.max(pulse - 0.07 * s, shape + 0.12 * s) };
  },
  warning: (x, y, s) => {
    const shape = triangle(x, y, [0, 0.92 * s], [-1.0 * s, -0.8 * s], [1.0 * s, -0.8 * s]) - 0.1 * s;
    const detail = Math.min(
      roundedBox(x, y - 0.12 * s, 0.09 * s, 0.36 * s, 0.08 * s),
      circle(x, y, 0, -0.52 * s, 0.11 * s),
    );
    return { shape, detail };
  },
  flask: (x, y, s) => {
    const body = circle(x, y, 0, -0.35 * s, 0.65 * s);
    const shape = Math.min(
      body,
      roundedBox(x, y - 0.45 * s, 0.2 * s, 0.5 * s, 0.03 * s),
      roundedBox(x, y - 0.95 * s, 0.33 * s, 0.08 * s, 0.05 * s),
    );
    return { shape, detail: Math.max(body + 0.1 * s, y + 0.3 * s) };
  },
};

/** How much of a pixel a shape covers, from its signed distance: a one-pixel soft edge. */
function coverage(distance: number): number {
  return Math.min(1, Math.max(0, 0.5 - distance));
}

/** Math.hypot is exact but several times slower, and this runs millions of times. */
function length(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
}

function circle(x: number, y: number, cx: number, cy: number, r: number): number {
  return length(x - cx, y - cy) - r;
}

function roundedBox(x: number, y: number, halfWidth: number, halfHeight: number, radius: number): number {
  const qx = Math.abs(x) - halfWidth + radius;
  const qy = Math.abs(y) - halfHeight + radius;
  return length(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

function segment(x: number, y: number, a: Point, b: Point): number {
  const px = x - a[0];
  const py = y - a[1];
  const bx = b[0] - a[0];
  const by = b[1] - a[1];
  const h = Math.min(1, Math.max(0, (px * bx + py * by) / (bx * bx + by * by)));
  return length(px - bx * h, py - by * h);
}

function polyline(x: number, y: number, points: Point[]): number {
  let distance = NONE;
  for (let i = 1; i < points.length; i++)
    distance = Math.min(distance, segment(x, y, points[i - 1], points[i]));
  return distance;
}

/** Exact signed distance to a triangle (after Inigo Quilez). */
function triangle(x: number, y: number, a: Point, b: Point, c: Point): number {
  const edges: [Point, Point][] = [
    [a, b],
    [b, c],
    [c, a],
  ];
  let distance = NONE;
  let inside = true;
  const orientation = Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
  for (const [p, q] of edges) {
    distance = Math.min(distance, segment(x, y, p, q));
    const cross = (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
    if (Math.sign(cross) !== orientation && cross !== 0) inside = false;
  }
  return inside ? -distance : distance;
}

/** Signed distance to a heart with its tip at the origin and about 1.1 units tall (after Inigo Quilez). */
function heart(x: number, y: number): number {
  const px = Math.abs(x);
  if (y + px > 1) return length(px - 0.25, y - 0.75) - Math.SQRT2 / 4;
  const m = 0.5 * Math.max(px + y, 0);
  return Math.sqrt(Math.min(px * px + (y - 1) * (y - 1), (px - m) ** 2 + (y - m) ** 2)) * Math.sign(px - y);
}
