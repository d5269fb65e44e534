import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles } from '../../../test-support/import-circles';

describe("the shared package's modules", () => {
  it('import one another without a circle, type-only and lazy imports included', () => {
    expect(importCircles(fileURLToPath(new URL('.', import.meta.url)))).toEqual([]);
  });
});
