/**
 * Unsaved form input kept across the sign-in that follows an idle log off (WCAG 2.2.1 "Timing
 * adjustable", issue 21). Just before the idle log off the shell snapshots every named text field,
 * text area, select, checkbox and radio of the open page and dialogs into sessionStorage (this tab
 * only, gone when it closes), keyed by user and route; after the same user signs in again and the
 * same route shows, the values go back into the fields through the native input events that React
 * and react-final-form listen to. Passwords and hidden fields are never stored; a deliberate log
 * off drops the drafts.
 */

/** sessionStorage key prefix ('wm-draft:<user>:<route>'); outside 'wm.' so log off's sweep skips it. */
export const DRAFT_PREFIX = 'wm-draft:';

/** One field's value: text for inputs, text areas and selects; checked for checkboxes and radios. */
export interface DraftField {
  name: string;
  value: string;
  checked?: boolean;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const SKIPPED_TYPES = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image']);

function fieldsIn(root: ParentNode): Field[] {
  return [...root.querySelectorAll<Field>('input[name], textarea[name], select[name]')].filter(
    (el) => !(el instanceof HTMLInputElement && SKIPPED_TYPES.has(el.type)) && !el.disabled,
  );
}

/** The values of the named fields under `root` that a user can have typed (see the module note). */
export function snapshotFields(root: ParentNode): DraftField[] {
  const out: DraftField[] = [];
  for (const el of fieldsIn(root)) {
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      out.push({ name: el.name, value: el.value, checked: el.checked });
    } else {
      out.push({ name: el.name, value: el.value });
    }
  }
  return out;
}

function setNative(el: Field, value: string): void {
  const proto =
    el instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : el instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Puts `fields` back into the matching named fields under `root`; returns how many changed. */
export function restoreFields(root: ParentNode, fields: readonly DraftField[]): number {
  let changed = 0;
  const present = fieldsIn(root);
  for (const f of fields) {
    const el = present.find(
      (e) => e.name === f.name && (f.checked === undefined || (e as HTMLInputElement).value === f.value),
    );
    if (!el) continue;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (f.checked !== undefined && el.checked !== f.checked) {
        el.click();
        changed++;
      }
    } else if (el.value !== f.value) {
      setNative(el, f.value);
      changed++;
    }
  }
  return changed;
}

function draftKey(user: string, route: string): string {
  return `${DRAFT_PREFIX}${user}:${route}`;
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Stores the open page's fields for `user` at `route` (nothing when no field has a value). */
export function saveDraft(user: string, route: string, root: ParentNode = document): void {
  const fields = snapshotFields(root).filter((f) => f.value !== '' || f.checked);
  if (fields.length === 0) return;
  session()?.setItem(draftKey(user, route), JSON.stringify(fields));
}

/** Takes (reads and removes) the draft of `user` at `route`, if any. */
export function takeDraft(user: string, route: string): DraftField[] | null {
  const s = session();
  const raw = s?.getItem(draftKey(user, route));
  if (!raw) return null;
  s?.removeItem(draftKey(user, route));
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? (parsed as DraftField[]) : null;
  } catch {
    return null;
  }
}

/** Whether a draft waits for `user` at `route`. */
export function hasDraft(user: string, route: string): boolean {
  return Boolean(session()?.getItem(draftKey(user, route)));
}

/** Drops every stored draft (a deliberate log off). */
export function clearDrafts(): void {
  const s = session();
  if (!s) return;
  const doomed: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(DRAFT_PREFIX)) doomed.push(k);
  }
  for (const k of doomed) s.removeItem(k);
}
