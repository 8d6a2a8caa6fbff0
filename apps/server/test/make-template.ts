import { buildServer } from '../src/server.js';

/** Builds the migrated, seeded PGlite data directory given as argument (run by global-setup.ts). */
const dir = process.argv[2];
if (!dir) throw new Error('usage: make-template.ts <dataDir>');
const app = await buildServer({ dataDir: dir, seedDemo: true, consoleDir: null });
await app.close();
