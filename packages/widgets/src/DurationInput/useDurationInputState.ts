import { type DurationMode, formatDurationEntry, parseDuration } from '@wm/domain';
import { useState } from 'react';

/**
 * Text state of a DurationInput; `value` in MINUTES (or null). Parsing and messages come from
 * @wm/domain `parseDuration` (modes 0/1 '2h 30m', mode 2 decimal hours); a bad text keeps the text
 * and exposes the domain message as `error`.
 */
export function useDurationInputState(
  value: number | null,
  mode: DurationMode,
  onChange: (minutes: number | null) => void,
  onError?: (message: string | null) => void,
) {
  const [text, setText] = useState(formatDurationEntry(value, mode));
  const [error, setError] = useState<string | null>(null);
  // A new value or mode from outside replaces the text. Adjusted while rendering, not in an effect:
  // a mount effect would run after the first keystrokes when React defers it (production builds)
  // and overwrite what the user had already typed.
  const [shown, setShown] = useState({ value, mode });
  if (shown.value !== value || shown.mode !== mode) {
    setShown({ value, mode });
    setText(formatDurationEntry(value, mode));
    setError(null);
  }
  const commit = () => {
    const r = parseDuration(text, mode);
    if (!r.ok) {
      setError(r.error.message);
      onError?.(r.error.message);
      return;
    }
    setError(null);
    onError?.(null);
    if (r.value !== value) onChange(r.value);
    setText(formatDurationEntry(r.value, mode));
  };
  return { text, setText, error, commit };
}
