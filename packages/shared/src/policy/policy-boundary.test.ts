import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The policy is the only place that maps roles to rights (docs/decisions/0024-one-policy.md): a
 * role compared anywhere else in the product's code is a right decided outside it. `roles.ts`
 * translates role codes and says how a role is shown; tests may set up any role they like.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const ALLOWED = new Set(['packages/shared/src/policy/policy.ts', 'packages/shared/src/roles.ts']);

const ROLE = `'(?:ADMIN|INSTRUCTOR|STUDENT)'|ROLE_CODES\\.\\w+`;
const COMPARISON = new RegExp(
  `(?:[!=]==\\s*(?:${ROLE}))|(?:(?:${ROLE})\\s*[!=]==)|(?:case\\s+(?:${ROLE})\\s*:)`,
);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Each role comparison outside the policy, as 'file:line: code'. */
function roleComparisons(): string[] {
  return SOURCES.flatMap(sourceFiles)
    .filter((file) => !ALLOWED.has(file) && !file.includes('/seed/'))
    .flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          COMPARISON.test(line) ? [`${relative(ROOT, join(ROOT, file))}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
}

describe('the policy boundary', () => {
  it('finds no role compared outside the policy module', () => {
    expect(roleComparisons()).toEqual([]);
  });

  it('would find one: the check reads the comparisons it forbids', () => {
    for (const line of [
      "if (auth.role !== 'ADMIN') throw AppError.forbidden();",
      "if ('STUDENT' === role) return null;",
      "case 'INSTRUCTOR':",
      'if (code === ROLE_CODES.admin) return true;',
    ]) {
      expect(COMPARISON.test(line), line).toBe(true);
    }
    // A role as a value (a form's default, a list's filter) is not a right.
    expect(COMPARISON.test("role: 'STUDENT',")).toBe(false);
    expect(COMPARISON.test("if (query.role !== 'all') conditions.push(ROLE_CONDITION[query.role]);")).toBe(
      false,
    );
  });
});
