import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles } from '../../../test-support/import-circles';

const serverSrc = fileURLToPath(new URL('../src', import.meta.url));

describe("the server's modules", () => {
  it('import one another without a circle, type-only and lazy imports included', () => {
    expect(importCircles(serverSrc)).toEqual([]);
  });
});
