import { useCallback, useRef, useState } from 'react';
import { fitStrokes, SIGNATURE_IMAGE, type Stroke } from './signature';

function drawStrokes(
  ctx: CanvasRenderingContext2D,
  strokes: readonly Stroke[],
  color: string,
  width: number,
) {
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const s of strokes) {
    const [first, ...rest] = s;
    if (!first) continue;
    ctx.beginPath();
    ctx.moveTo(first.x, first.y);
    if (rest.length === 0) ctx.arc(first.x, first.y, width / 2, 0, Math.PI * 2);
    for (const p of rest) ctx.lineTo(p.x, p.y);
    if (rest.length === 0) ctx.fill();
    else ctx.stroke();
  }
}

/**
 * Strokes of a signature and their export. `exportPng()` renders the strokes onto a transparent
 * 500x150 canvas and returns a PNG data URL ('' when empty).
 */
export function useSignaturePadState(onChange: (dataUrl: string | null) => void, inkColor: string) {
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<Stroke | null>(null);

  const redraw = useCallback(
    (list: readonly Stroke[]) => {
      const c = canvasRef.current;
      const ctx = c?.getContext('2d');
      if (!c || !ctx) return;
      ctx.clearRect(0, 0, c.width, c.height);
      drawStrokes(ctx, list, inkColor, 2);
    },
    [inkColor],
  );

  const exportPng = useCallback(
    (list: readonly Stroke[]): string | null => {
      const c = canvasRef.current;
      if (!c || list.length === 0) return null;
      const out = document.createElement('canvas');
      out.width = SIGNATURE_IMAGE.width;
      out.height = SIGNATURE_IMAGE.height;
      const ctx = out.getContext('2d');
      if (!ctx) return null;
      drawStrokes(ctx, fitStrokes(list, c.width, c.height), inkColor, 2.5);
      return out.toDataURL('image/png');
    },
    [inkColor],
  );

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - r.left) * e.currentTarget.width) / r.width,
      y: ((e.clientY - r.top) * e.currentTarget.height) / r.height,
    };
  };

  return {
    canvasRef,
    strokes,
    isEmpty: strokes.length === 0,
    onPointerDown: (e: React.PointerEvent<HTMLCanvasElement>) => {
      e.currentTarget.setPointerCapture?.(e.pointerId);
      drawing.current = [point(e)];
      redraw([...strokes, drawing.current]);
    },
    onPointerMove: (e: React.PointerEvent<HTMLCanvasElement>) => {
      if (!drawing.current) return;
      drawing.current.push(point(e));
      redraw([...strokes, drawing.current]);
    },
    onPointerUp: () => {
      if (!drawing.current) return;
      const next = [...strokes, drawing.current];
      drawing.current = null;
      setStrokes(next);
      onChange(exportPng(next));
    },
    clear: () => {
      setStrokes([]);
      redraw([]);
      onChange(null);
    },
    /** Adds strokes programmatically (tests, restoring a draft). */
    addStrokes: (list: readonly Stroke[]) => {
      const next = [...strokes, ...list];
      setStrokes(next);
      redraw(next);
      onChange(exportPng(next));
    },
    redraw,
  };
}
