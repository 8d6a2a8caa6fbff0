/** Keys that move or edit without inserting text; always allowed in a number-only field. */
export const NAVIGATION_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * Whether a key may be typed into a number-only field (spec service 5: "Number-only fields allow
 * digits, navigation keys and a decimal point unless fixed"). `current` is the field's text and
 * `selection` the selected part that the key would replace (so a selected '.' may be retyped).
 * `signed` (a temperature threshold) also allows one leading minus, typed at `caret` 0.
 */
export function isAllowedNumberKey(
  key: string,
  opts: {
    fixed: boolean;
    current: string;
    selected?: string;
    ctrlOrMeta?: boolean;
    signed?: boolean;
    caret?: number;
  },
): boolean {
  if (opts.ctrlOrMeta) return true; // copy, paste, select all, undo
  if (NAVIGATION_KEYS.has(key)) return true;
  if (/^[0-9]$/.test(key)) return true;
  if (key === '-' && opts.signed) {
    const remaining = opts.selected ? opts.current.replace(opts.selected, '') : opts.current;
    return (opts.caret ?? 0) === 0 && !remaining.includes('-');
  }
  if (key === '.' && !opts.fixed) {
    const remaining = opts.selected ? opts.current.replace(opts.selected, '') : opts.current;
    return !remaining.includes('.');
  }
  return false;
}

/**
 * Cleans pasted or programmatic text down to what the keys could have typed: digits and (unless
 * fixed) the first decimal point; with `signed`, a leading minus too.
 */
export function sanitizeNumberText(text: string, fixed: boolean, signed = false): string {
  let seenPoint = false;
  let out = signed && text.trimStart().startsWith('-') ? '-' : '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !fixed && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}
