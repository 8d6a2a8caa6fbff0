import type { FormControl } from '@wm/domain';
import { ThemeProvider } from '@wm/ui';
import { FormDesigner } from '@wm/widgets';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * The form designer with `controls` questions (default 300: text, select, radio, checkbox, textarea
 * and datetime in turn). A reorder goes through the designer's own path (its Move up button for
 * the keyboard, dnd-kit's keyboard drag for the drop) and the host's state, as in the console.
 * `window.reorder(from, to)` applies arrayMove as the designer's drop does and resolves with the
 * ms from the change to the next painted frame; `window.armDrop()` times a real keyboard drop; `window.ready` is set once the first frame is up.
 */
declare global {
  interface Window {
    ready?: boolean;
    reorder?: (from: number, to: number) => Promise<number>;
    order?: () => string[];
    /** ms of React's render and commit alone of each `reorder`. */
    commitMs?: () => number[];
    /** Times the next Space keydown (a dnd-kit keyboard drop) to the first painted frame with the new order. */
    armDrop?: () => Promise<number>;
    dropTiming?: Promise<number>;
  }
}

const params = new URLSearchParams(location.search);
const count = Number(params.get('controls') ?? 300);
const TYPES = ['text', 'select', 'radio', 'checkbox', 'textarea', 'datetime'] as const;
const initial: FormControl[] = Array.from({ length: count }, (_, i) => {
  const type = TYPES[i % TYPES.length] as (typeof TYPES)[number];
  const c: FormControl = { id: `c${i}`, type, name: `Question ${i + 1}` } as FormControl;
  if (type === 'select' || type === 'radio' || type === 'checkbox')
    (c as FormControl & { options: unknown[] }).options = [
      { id: `c${i}o1`, label: 'Yes' },
      { id: `c${i}o2`, label: 'No' },
    ];
  return c;
});

let current = initial;
let setDefinition: (d: FormControl[]) => void = () => {};

function Host() {
  const [definition, set] = useState(initial);
  setDefinition = (d) => {
    current = d;
    set(d);
  };
  current = definition;
  return <FormDesigner definition={definition} onChange={setDefinition} title="Big form" />;
}

const frame = () =>
  new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)));

const commitMs: number[] = [];
window.commitMs = () => commitMs.slice();
window.order = () => current.map((c) => c.id);
window.reorder = async (from, to) => {
  const next = current.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as FormControl);
  const t0 = performance.now();
  // Rendered and committed at once, as React does for a drop (a discrete event).
  flushSync(() => setDefinition(next));
  commitMs.push(performance.now() - t0);
  // The frame after React's commit: rAF fires before the paint that shows the new order.
  const t1 = await frame();
  return t1 - t0;
};

// The card painted in the last place (`data-index`: the list may be virtualised, cards absolutely placed).
const lastCardId = () =>
  document
    .querySelector(`[data-control-id][data-index="${current.length - 1}"]`)
    ?.getAttribute('data-control-id') ?? null;
window.armDrop = () =>
  new Promise<number>((resolve) => {
    const before = lastCardId();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== ' ') return;
      window.removeEventListener('keydown', onKey, true);
      const t0 = performance.now();
      // The first painted frame that shows the new order (-1: it never changed within 5 s).
      const check = () => {
        void frame().then((t1) => {
          if (lastCardId() !== before) resolve(t1 - t0);
          else if (t1 - t0 > 5000) resolve(-1);
          else check();
        });
      };
      check();
    };
    window.addEventListener('keydown', onKey, true);
  });

createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeProvider theme="light">
    <Host />
  </ThemeProvider>,
);
void frame()
  .then(() => frame())
  .then(() => {
    window.ready = true;
  });
