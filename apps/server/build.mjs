// Bundles the server to dist/main.js (ESM, Node 20). Workspace packages (@wm/*) are bundled from
// their TypeScript sources. Packages that @wm/server itself depends on stay external and load from
// node_modules; any other package (a runtime dependency of a bundled workspace package that the
// server does not list, e.g. a new one in @wm/domain) is bundled, so Node never misses it at start.
// The SQL migrations are read at run time from apps/server/migrations (beside dist/).
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const serverDeps = new Set(Object.keys(pkg.dependencies ?? {}));
const builtins = new Set(builtinModules);
const packageName = (path) =>
  path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];

const externalNodeModules = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@wm/')) return undefined;
      if (args.path.startsWith('node:') || builtins.has(packageName(args.path)))
        return { path: args.path, external: true };
      if (serverDeps.has(packageName(args.path))) return { path: args.path, external: true };
      return undefined;
    });
  },
};

await build({
  entryPoints: ['src/main.ts', 'src/dbtool.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  conditions: ['source'],
  plugins: [externalNodeModules],
  logLevel: 'info',
});
