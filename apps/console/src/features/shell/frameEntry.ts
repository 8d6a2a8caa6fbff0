/**
 * The signed-in frame's parts that routes.tsx loads lazily, behind one import: the frame itself
 * (AppLayout), the deferred update prompt, and the guards of every page and section root. They are
 * one chunk ('frame' in vite.config.ts) either way; one entry instead of three spares a screen's
 * cold load two small requests in the round before its first rows (issue 20).
 */
export { AppLayout } from './AppLayout.js';
export { DeferredUpdatePrompt } from './DeferredUpdatePrompt.js';
export { RequireAccess, SectionRedirect } from './guards.js';
