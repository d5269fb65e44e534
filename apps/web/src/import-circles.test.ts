// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles } from '../../../test-support/import-circles';
import { srcAlias } from '../src-alias';

const webSrc = fileURLToPath(new URL('.', import.meta.url));

describe("the web's modules", () => {
  it('import one another without a circle, type-only and lazy imports included', () => {
    expect(importCircles(webSrc, { '@/': `${srcAlias['@']}/` })).toEqual([]);
  });
});
