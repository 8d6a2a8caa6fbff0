import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CloseIcon } from '../internal/icons';
import { useThemeClass } from '../theme/ThemeProvider';
import * as styles from './Toast.css';

/** The four toast kinds of spec service 8 "Toasts". */
export type ToastType = 'error' | 'success' | 'info' | 'warn';

export type ToastItem = { id: number; type: ToastType; message: string };

export type ToastApi = {
  /** Shows a toast and returns its id; an identical visible toast (same type and text) is not repeated: its id is returned. */
  show: (type: ToastType, message: string) => number;
  error: (message: string) => number;
  success: (message: string) => number;
  info: (message: string) => number;
  warn: (message: string) => number;
  dismiss: (id: number) => void;
};

const TOAST_TYPES: readonly ToastType[] = ['error', 'success', 'info', 'warn'];

/** Default auto-dismiss time: 6 seconds (spec service 9 "Timing: Toast 6 s"). */
export const TOAST_DURATION_MS = 6000;

const ToastContext = createContext<ToastApi | null>(null);

export type ToastProviderProps = {
  children?: ReactNode;
  /** Milliseconds before a toast dismisses itself; default 6000. 0 or Infinity keeps toasts until clicked. */
  duration?: number;
  /** Screen-reader prefix per type; defaults 'Error', 'Success', 'Info', 'Warning'. */
  typeLabels?: Partial<Record<ToastType, string>>;
  /** Label of the toast region; default 'Notifications'. */
  regionLabel?: string;
  /** Hint on each toast; default 'Click to dismiss'. */
  dismissHint?: string;
  /** Accessible name of each toast's close button; default 'Dismiss'. */
  dismissLabel?: string;
  /** 'top-right' (fixed, default) or 'inline' (in the flow; for docs and previews). */
  placement?: 'top-right' | 'inline';
};

/**
 * Holds the visible toasts and renders them top-right. Toasts auto-dismiss after `duration`
 * (6 s), dismiss on click (or Enter/Space), and duplicates of a visible toast are suppressed.
 * Errors are announced assertively (role alert), the others politely (role status).
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  typeLabels,
  regionLabel = 'Notifications',
  dismissHint = 'Click to dismiss',
  dismissLabel = 'Dismiss',
  placement = 'top-right',
}: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const itemsRef = useRef<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const themeCls = useThemeClass();

  const dismiss = useCallback((id: number) => {
    const t = timers.current.get(id);
    if (t) clearTimeout(t);
    timers.current.delete(id);
    itemsRef.current = itemsRef.current.filter((i) => i.id !== id);
    setItems(itemsRef.current);
  }, []);

  const show = useCallback(
    (type: ToastType, message: string) => {
      if (!TOAST_TYPES.includes(type)) {
        throw new Error(`Unknown toast type "${String(type)}". Use error, success, info or warn.`);
      }
      const text = String(message ?? '');
      const existing = itemsRef.current.find((i) => i.type === type && i.message === text);
      if (existing) return existing.id;
      const id = nextId.current++;
      itemsRef.current = [...itemsRef.current, { id, type, message: text }];
      setItems(itemsRef.current);
      if (duration > 0 && Number.isFinite(duration)) {
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), duration),
        );
      }
      return id;
    },
    [duration, dismiss],
  );

  useEffect(() => {
    const map = timers.current;
    return () => {
      for (const t of map.values()) clearTimeout(t);
      map.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      error: (m) => show('error', m),
      success: (m) => show('success', m),
      info: (m) => show('info', m),
      warn: (m) => show('warn', m),
    }),
    [show, dismiss],
  );

  const labels: Record<ToastType, string> = {
    error: 'Error',
    success: 'Success',
    info: 'Info',
    warn: 'Warning',
    ...typeLabels,
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={regionLabel}
        className={`${themeCls} ${placement === 'inline' ? styles.inlineViewport : styles.viewport}`}
      >
        {items.map((item) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the whole toast is a large click target; keyboard users have the dismiss button inside
          // biome-ignore lint/a11y/noStaticElementInteractions: same: a mouse convenience, the button inside is the accessible control
          <div
            key={item.id}
            role={item.type === 'error' ? 'alert' : 'status'}
            className={styles.toast({ type: item.type })}
            data-type={item.type}
            title={dismissHint}
            onClick={() => dismiss(item.id)}
          >
            {/* A message that already starts with its kind ('Success: ...') is not prefixed twice. */}
            {item.message.startsWith(`${labels[item.type]}:`) ? null : (
              <span className={styles.kind}>{labels[item.type]}:</span>
            )}
            <span className={styles.message}>{item.message}</span>
            <button type="button" className={styles.close} aria-label={dismissLabel}>
              <CloseIcon size={12} />
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/**
 * The toast API of the nearest ToastProvider.
 * Throws 'useToast must be used inside a ToastProvider.' outside one.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider.');
  return api;
}
