// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every feature folder has one shape (README's Layout): api/ (fetchers and their query hooks),
 * components/, hooks/ and lib/, nothing loose beside them. A feature large enough to hold several
 * screens (learning's player, the course form) groups them in sub-areas of the same shape.
 */
const features = fileURLToPath(new URL('./features', import.meta.url));
const PARTS = new Set(['api', 'components', 'hooks', 'lib']);

/** What breaks the shape in `dir`: loose files, and folders that are neither a part nor (at the top) a sub-area. */
function misplaced(dir: string, allowSubAreas: boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const where = path.relative(features, path.join(dir, entry.name));
    if (!entry.isDirectory()) return [where];
    if (PARTS.has(entry.name)) return [];
    return allowSubAreas ? misplaced(path.join(dir, entry.name), false) : [where];
  });
}

describe('feature folders', () => {
  it('hold only api/, components/, hooks/ and lib/, or sub-areas that do', () => {
    const names = readdirSync(features);
    expect(names.length).toBeGreaterThan(10);
    expect(names.flatMap((name) => misplaced(path.join(features, name), true))).toEqual([]);
  });
});
