import { useCallback, useEffect, useRef, useState } from 'react';

/** Display modes of a floating window (service spec 2 "Floating windows"). */
export type FloatingWindowMode = 'minimized' | 'window' | 'fullscreen' | 'popout';

/**
 * Mode (controlled or not), position (dragging by the title bar, kept inside the viewport) and the
 * pop-out browser window of a FloatingWindow. When the pop-out window cannot open (blocked) or is
 * closed by the user, the mode returns to 'window'.
 */
export function useFloatingWindowState(o: {
  mode?: FloatingWindowMode;
  defaultMode?: FloatingWindowMode;
  onModeChange?: (m: FloatingWindowMode) => void;
  title: string;
  width: number;
  height: number;
  initialPosition?: { x: number; y: number };
}) {
  const [inner, setInner] = useState<FloatingWindowMode>(o.defaultMode ?? 'window');
  const mode = o.mode ?? inner;
  const { onModeChange } = o;
  const setMode = useCallback(
    (m: FloatingWindowMode) => {
      setInner(m);
      onModeChange?.(m);
    },
    [onModeChange],
  );
  const [pos, setPos] = useState(o.initialPosition ?? { x: 80, y: 80 });
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const [popout, setPopout] = useState<Window | null>(null);

  useEffect(() => {
    if (mode !== 'popout') return;
    const w = window.open('', '_blank', `popup,width=${o.width},height=${o.height}`);
    if (!w) {
      setMode('window');
      return;
    }
    w.document.title = o.title;
    // Carry the page's styles (vanilla-extract CSS and the theme) into the pop-out document.
    for (const node of Array.from(document.querySelectorAll('style, link[rel="stylesheet"]'))) {
      w.document.head.appendChild(node.cloneNode(true));
    }
    w.document.body.className = document.body.className;
    setPopout(w);
    const onUnload = () => setMode('window');
    w.addEventListener('pagehide', onUnload);
    return () => {
      w.removeEventListener('pagehide', onUnload);
      w.close();
      setPopout(null);
    };
  }, [mode, o.title, o.width, o.height, setMode]);

  const onTitlePointerDown = (e: React.PointerEvent) => {
    if (mode !== 'window' || (e.target as HTMLElement).closest('button')) return;
    drag.current = { dx: e.clientX - pos.x, dy: e.clientY - pos.y };
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
  };
  const onTitlePointerMove = (e: React.PointerEvent) => {
    if (!drag.current) return;
    const maxX = Math.max(0, window.innerWidth - 120);
    const maxY = Math.max(0, window.innerHeight - 40);
    setPos({
      x: Math.min(maxX, Math.max(0, e.clientX - drag.current.dx)),
      y: Math.min(maxY, Math.max(0, e.clientY - drag.current.dy)),
    });
  };
  const onTitlePointerUp = () => {
    drag.current = null;
  };
  /** Arrow keys on the focused title bar move the window by 10 px (keyboard alternative to dragging). */
  const onTitleKeyDown = (e: React.KeyboardEvent) => {
    if (mode !== 'window') return;
    const d = { ArrowLeft: [-10, 0], ArrowRight: [10, 0], ArrowUp: [0, -10], ArrowDown: [0, 10] }[e.key];
    if (!d) return;
    e.preventDefault();
    setPos((p) => ({ x: Math.max(0, p.x + (d[0] ?? 0)), y: Math.max(0, p.y + (d[1] ?? 0)) }));
  };
  return {
    mode,
    setMode,
    pos,
    popout,
    onTitlePointerDown,
    onTitlePointerMove,
    onTitlePointerUp,
    onTitleKeyDown,
  };
}
