import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../internal/cx';
import * as controls from '../internal/controls.css';
import * as styles from './FloatingWindow.css';
import { type FloatingWindowMode, useFloatingWindowState } from './useFloatingWindowState';

export interface FloatingWindowLabels {
  minimize: string;
  restore: string;
  fullscreen: string;
  exitFullscreen: string;
  popout: string;
  close: string;
  poppedOut: string;
  moveHint: string;
}

export const defaultFloatingWindowLabels: FloatingWindowLabels = {
  minimize: 'Minimize',
  restore: 'Restore',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  popout: 'Open in a new window',
  close: 'Close',
  poppedOut: 'Opened in a separate window.',
  moveHint: 'Drag or use the arrow keys to move',
};

export interface FloatingWindowProps {
  title: string;
  children: ReactNode;
  /** Controlled mode; without it the window starts in `defaultMode` ('window'). */
  mode?: FloatingWindowMode;
  defaultMode?: FloatingWindowMode;
  onModeChange?: (mode: FloatingWindowMode) => void;
  onClose?: () => void;
  /** Size of the window mode and of the pop-out, px. */
  width?: number;
  height?: number;
  initialPosition?: { x: number; y: number };
  labels?: Partial<FloatingWindowLabels>;
}

/**
 * A non-modal floating window (service spec 2 "Floating windows") with four modes: minimized (a
 * title bar docked at the bottom right), window (movable by dragging the title bar or with arrow
 * keys on it), fullscreen, and popout (the content moves into a separate browser window; closing it
 * returns to window mode).
 */
export function FloatingWindow({
  title,
  children,
  mode,
  defaultMode,
  onModeChange,
  onClose,
  width = 420,
  height = 320,
  initialPosition,
  labels: lp,
}: FloatingWindowProps) {
  const l = { ...defaultFloatingWindowLabels, ...lp };
  const s = useFloatingWindowState({
    mode,
    defaultMode,
    onModeChange,
    title,
    width,
    height,
    initialPosition,
  });
  const btn = (label: string, text: string, onClick: () => void) => (
    <button type="button" className={controls.smallButton} aria-label={label} title={label} onClick={onClick}>
      {text}
    </button>
  );
  const frameStyle =
    s.mode === 'window'
      ? { left: s.pos.x, top: s.pos.y, width, height }
      : s.mode === 'fullscreen'
        ? {}
        : undefined;
  return (
    <>
      <section
        role="dialog"
        aria-modal="false"
        aria-label={title}
        data-mode={s.mode}
        className={cx(styles.frame, styles.modes[s.mode === 'popout' ? 'minimized' : s.mode])}
        style={frameStyle}
      >
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the title bar is a drag handle with a keyboard equivalent */}
        <div
          className={styles.title}
          onPointerDown={s.onTitlePointerDown}
          onPointerMove={s.onTitlePointerMove}
          onPointerUp={s.onTitlePointerUp}
          onKeyDown={s.onTitleKeyDown}
        >
          <span
            className={styles.titleText}
            tabIndex={s.mode === 'window' ? 0 : undefined}
            title={l.moveHint}
          >
            {title}
          </span>
          {s.mode === 'minimized' || s.mode === 'popout'
            ? btn(l.restore, '▢', () => s.setMode('window'))
            : btn(l.minimize, '–', () => s.setMode('minimized'))}
          {s.mode === 'fullscreen'
            ? btn(l.exitFullscreen, '⤡', () => s.setMode('window'))
            : btn(l.fullscreen, '⤢', () => s.setMode('fullscreen'))}
          {s.mode !== 'popout' ? btn(l.popout, '⧉', () => s.setMode('popout')) : null}
          {onClose ? btn(l.close, '×', onClose) : null}
        </div>
        {s.mode === 'window' || s.mode === 'fullscreen' ? (
          <div className={styles.body}>{children}</div>
        ) : null}
        {s.mode === 'popout' ? <p className={styles.placeholder}>{l.poppedOut}</p> : null}
      </section>
      {s.mode === 'popout' && s.popout ? createPortal(children, s.popout.document.body) : null}
    </>
  );
}
