import { formatTimePicker, parseTimePicker } from '@wm/domain';
import { useState } from 'react';

/**
 * Text state of a TimePicker. `value` is seconds since local midnight (or null). The text is
 * parsed on commit (blur/Enter) with @wm/domain `parseTimePicker` (h:mm with am/pm only); a bad text
 * keeps the text and sets `error` to the domain message ('Invalid Time'). Arrow keys step the
 * minutes by `step` (default 1) and wrap around midnight.
 */
export function useTimePickerState(
  value: number | null,
  onChange: (seconds: number | null) => void,
  onError?: (message: string | null) => void,
  step = 1,
) {
  const [text, setText] = useState(value === null ? '' : formatTimePicker(value));
  const [error, setError] = useState<string | null>(null);
  // A new value from outside replaces the text. Adjusted while rendering, not in an effect: a mount
  // effect would run after the first keystrokes when React defers it (production builds) and
  // overwrite what the user had already typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value === null ? '' : formatTimePicker(value));
    setError(null);
  }
  const fail = (message: string | null) => {
    setError(message);
    onError?.(message);
  };
  const commit = () => {
    const r = parseTimePicker(text);
    if (!r.ok) return fail(r.error.message);
    fail(null);
    const seconds = r.value ? r.value.seconds : null;
    if (seconds !== value) onChange(seconds);
    setText(seconds === null ? '' : formatTimePicker(seconds));
  };
  const stepBy = (direction: 1 | -1) => {
    const r = parseTimePicker(text);
    const base = r.ok && r.value ? r.value.seconds : (value ?? 0);
    const next = (((base + direction * step * 60) % 86400) + 86400) % 86400;
    fail(null);
    setText(formatTimePicker(next));
    onChange(next);
  };
  return { text, setText, error, commit, stepBy };
}
