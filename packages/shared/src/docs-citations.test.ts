import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The rules the code relies on are written in the repository (docs/architecture.md, docs/product/,
 * docs/decisions/), and comments cite them by path and heading: `docs/product/orders.md#refunds`.
 * This walks every file git knows of and fails on a citation that points to nothing (a missing
 * document, or a heading it does not have) and on any mention of the briefs the product started
 * from, which are not in the repository and which a newcomer could not follow.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|json|ya?ml|sh|sql|css|html|example|conf)$|(^|\/)(run|Dockerfile)$/;
/** The briefs' names; the first was also cited bare, in capitals, in test titles. */
const BRIEFS = /\b(SPEC|DECISIONS|DESIGN|DOMAIN)\.md\b|\bSPEC\b/;
/** This file, which names them to find them. */
const SELF = 'packages/shared/src/docs-citations.test.ts';
const CITATION = /\bdocs\/[\w./-]+?\.md(?:#[\w-]+)?/g;
const MARKDOWN_LINK = /\]\((?!https?:|#|mailto:)([^)\s]+?\.md)(#[\w-]+)?\)/g;

function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => TEXT.test(file) && !file.includes('node_modules/') && existsSync(join(ROOT, file)));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');

const anchorsCache = new Map<string, Set<string>>();
function anchorsIn(document: string): Set<string> {
  let anchors = anchorsCache.get(document);
  if (!anchors) {
    const headings = readFileSync(document, 'utf8')
      .replace(/```[\s\S]*?```/g, '')
      .split('\n')
      .flatMap((line) => /^#{1,6} (.+)$/.exec(line)?.[1] ?? []);
    anchors = new Set(headings.map(anchorOf));
    anchorsCache.set(document, anchors);
  }
  return anchors;
}

/** What is wrong with a citation of `document` (absolute) and `anchor` ('#…' or ''), if anything. */
function problemWith(document: string, anchor: string): string | undefined {
  if (!existsSync(document)) return 'no such document';
  if (anchor && !anchorsIn(document).has(anchor.slice(1))) return `no heading ${anchor}`;
  return undefined;
}

describe('citations', () => {
  const files = repositoryFiles();

  it('reads the repository', () => {
    expect(files).toContain('packages/shared/src/policy/policy.ts');
    expect(files.some((file) => file.startsWith('docs/product/'))).toBe(true);
  });

  it('name no brief outside the repository', () => {
    const mentions = files
      .filter((file) => file !== SELF)
      .flatMap((file) =>
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (BRIEFS.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(mentions).toEqual([]);
  });

  it('point to a document of the repository and to a heading it has', () => {
    const broken: string[] = [];
    let cited = 0;
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const [citation] of text.matchAll(CITATION)) {
        // Written as in the text: a citation's trailing full stop is the sentence's.
        const [path, anchor = ''] = citation.replace(/\.$/, '').split(/(?=#)/);
        cited++;
        const problem = problemWith(join(ROOT, path!), anchor);
        if (problem) broken.push(`${file}: ${citation} (${problem})`);
      }
      if (!file.endsWith('.md')) continue;
      for (const [, path, anchor = ''] of text.matchAll(MARKDOWN_LINK)) {
        const document = join(dirname(join(ROOT, file)), path!);
        cited++;
        const problem = problemWith(document, anchor);
        if (problem) broken.push(`${file}: ${relative(ROOT, document)}${anchor} (${problem})`);
      }
    }
    expect(cited).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });
});
