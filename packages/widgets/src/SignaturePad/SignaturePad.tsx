import { Button } from '@wm/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { SIGNATURE_CANVAS } from './signature';
import * as styles from './SignaturePad.css';
import { useSignaturePadState } from './useSignaturePadState';

export interface SignaturePadProps {
  /** Accessible name of the drawing area. */
  label: string;
  /** Called after every stroke with a 500x150 PNG data URL, or null after Clear. */
  onChange: (dataUrl: string | null) => void;
  /** Editing (a form designer preview) uses the narrower 300 px canvas. */
  editing?: boolean;
  /** Canvas width in px; default 500 (300 when editing). */
  width?: number;
  /** Canvas height in px; at least 150. */
  height?: number;
  disabled?: boolean;
  labels?: { clear?: string; hint?: string };
}

/**
 * A signature pad (platform spec 9: canvas width 500, 300 when editing, minimum height 150; the
 * image is 500 by 150 px png). Draw with mouse, pen or touch; each finished stroke calls `onChange`
 * with the exported PNG data URL, which the host uploads as a file.
 */
export function SignaturePad({
  label,
  onChange,
  editing = false,
  width,
  height = 150,
  disabled = false,
  labels,
}: SignaturePadProps) {
  const w = width ?? (editing ? SIGNATURE_CANVAS.editingWidth : SIGNATURE_CANVAS.width);
  const h = Math.max(SIGNATURE_CANVAS.minHeight, height);
  const inkRef = useRef<HTMLSpanElement>(null);
  const [ink, setInk] = useState('#000');
  // Ink colour comes from the theme's text colour (resolved CSS variable), never a literal.
  useEffect(() => {
    if (inkRef.current) setInk(getComputedStyle(inkRef.current).color || '#000');
  }, []);
  const s = useSignaturePadState(onChange, ink);
  const hintId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw after a size or ink change
  useEffect(() => s.redraw(s.strokes), [w, h, ink]);
  return (
    <div className={styles.root}>
      <span ref={inkRef} className={styles.ink} hidden />
      <canvas
        ref={s.canvasRef}
        width={w}
        height={h}
        role="img"
        aria-label={label}
        aria-describedby={hintId}
        data-empty={s.isEmpty}
        className={styles.canvas}
        style={{ width: w, height: h, pointerEvents: disabled ? 'none' : undefined }}
        onPointerDown={s.onPointerDown}
        onPointerMove={s.onPointerMove}
        onPointerUp={s.onPointerUp}
        onPointerLeave={s.onPointerUp}
      />
      <div className={styles.bar}>
        <span id={hintId} className={styles.hint}>
          {labels?.hint ?? 'Sign with the mouse, a pen or a finger.'}
        </span>
        <Button size="sm" variant="secondary" onClick={s.clear} disabled={disabled || s.isEmpty}>
          {labels?.clear ?? 'Clear'}
        </Button>
      </div>
    </div>
  );
}
