/// <reference types="node" />
import { readFileSync as readText } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS, CORE_FILES, FRAME_AREAS } from './i18n/i18n.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Static analysis for tests (node only): which string areas ('<area>.en.json') a module and every
 * module it imports (relative imports, static or dynamic, transitively) use. A key counts as used
 * when it appears as a string literal ('employees.title') or as the fixed start of a template
 * literal (`employees.status.${s}` uses every 'employees.status.*' key).
 */
function areaKeys(i18nDir: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const f of readdirSync(i18nDir)) {
    const m = /^(\w+)\.en\.json$/.exec(f);
    if (m?.[1]) out[m[1]] = Object.keys(JSON.parse(readFileSync(join(i18nDir, f), 'utf8')));
  }
  return out;
}

function resolveImport(from: string, spec: string): string | null {
  const base = join(dirname(from), spec).replace(/\.js$/, '');
  for (const c of [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(c)) return c;
  }
  return null;
}

const ANY_IMPORT = /(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g;
const STATIC_IMPORT = /from\s+'(\.{1,2}\/[^']+)'/g;

/** Every module reachable from `entry` through relative imports (the entry included; `dynamic`: import() too). */
function reachableModules(entry: string, dynamic = true): string[] {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(dynamic ? ANY_IMPORT : STATIC_IMPORT)) {
      const next = resolveImport(file, m[1] as string);
      if (next && !/\.css$/.test(next) && !/\.test\.tsx?$/.test(next)) todo.push(next);
    }
  }
  return [...seen];
}

/** The areas whose keys the given modules use, sorted. */
function areasUsed(files: string[], keys: Record<string, string[]>): string[] {
  const used = new Set<string>();
  for (const file of files) {
    if (/\.json$/.test(file)) continue;
    const src = readFileSync(file, 'utf8');
    for (const [area, list] of Object.entries(keys)) {
      if (used.has(area)) continue;
      for (const k of list) {
        const prefix = `${k.split('.').slice(0, -1).join('.')}.`;
        if (
          src.includes(`'${k}'`) ||
          src.includes(`"${k}"`) ||
          src.includes(`\`${k}\``) ||
          src.includes(`\`${prefix}\${`)
        ) {
          used.add(area);
          break;
        }
      }
    }
  }
  return [...used].sort();
}

const SRC = import.meta.dirname;
const KEYS = areaKeys(join(SRC, 'i18n'));
const CORE: readonly string[] = CORE_FILES;

/** Every `withStrings([...], () => import('./features/...'))` of routes.tsx: declared areas by module. */
function declaredRoutes(): { spec: string; areas: string[] }[] {
  const text = readText(join(SRC, 'routes.tsx'), 'utf8');
  return [...text.matchAll(/withStrings\(\s*\[([^\]]*)\],\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map((m) => ({
    spec: m[2] as string,
    areas: [...(m[1] as string).matchAll(/'(\w+)'/g)].map((a) => a[1] as string),
  }));
}

const needed = (entry: string, dynamic = true) =>
  areasUsed(reachableModules(join(SRC, entry.replace(/\.js$/, '.tsx')), dynamic), KEYS).filter(
    (a) => !CORE.includes(a),
  );

describe('string areas loaded with the routes (issue 20)', () => {
  it('every lazy page declares the areas it and its imports use, and only real areas', {
    timeout: 60_000,
  }, () => {
    const routes = declaredRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const { spec, areas } of routes) {
      for (const a of areas) expect(AREAS, `${spec} declares ${a}`).toContain(a);
      expect(
        needed(spec).filter((a) => !areas.includes(a)),
        `areas missing for ${spec}`,
      ).toEqual([]);
    }
  });

  it('the signed-in frame loads its own areas; the sign-in page and the main chunk need none', {
    timeout: 60_000,
  }, () => {
    const frame: readonly string[] = FRAME_AREAS;
    expect(needed('./features/shell/AppLayout.js').filter((a) => !frame.includes(a))).toEqual([]);
    expect(needed('./features/auth/FirstRunPage.js')).toEqual([]);
    expect(needed('./features/shell/guards.js')).toEqual([]);
    expect(needed('./main.js', false).filter((a) => !frame.includes(a))).toEqual([]);
  });
});
