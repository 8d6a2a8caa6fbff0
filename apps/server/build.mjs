// Bundles the server to dist/main.js (ESM, Node 20). Workspace packages (@wm/*) are bundled from
// their TypeScript sources; every other package stays external and is loaded from node_modules.
// The runtime dependencies of bundled workspace packages (date-fns for @wm/domain, zod for @wm/api)
// must therefore be dependencies of @wm/server too, so Node finds them beside dist/.
// The SQL migrations are read at run time from apps/server/migrations (beside dist/).
import { build } from 'esbuild';

const externalNodeModules = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@wm/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  conditions: ['source'],
  plugins: [externalNodeModules],
  logLevel: 'info',
});
