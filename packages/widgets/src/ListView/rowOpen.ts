/** What a click, Enter or a double-click asks the host to do with a row. */
export interface RowOpenHandlers<T> {
  /** The click behaviour: most lists open the record's detail or editor here. */
  onRowClick?: (row: T) => void;
  /** The double-click behaviour (e.g. the time editor's edit dialog). */
  onActivate?: (row: T) => void;
}

/**
 * The one keyboard behaviour shared by every list (WCAG 2.1.1, issue 21): Enter on the active row
 * does what a pointer user can do with it, so a list that opens a record on click opens it on
 * Enter too. Like a double-click, Enter first does the click (`onRowClick`) and then the
 * activation (`onActivate`), each only when the host gave it.
 * Returns true when a handler ran (the key is then consumed).
 */
export function openRow<T>(row: T | undefined, handlers: RowOpenHandlers<T>): boolean {
  if (row === undefined) return false;
  let handled = false;
  if (handlers.onRowClick) {
    handlers.onRowClick(row);
    handled = true;
  }
  if (handlers.onActivate) {
    handlers.onActivate(row);
    handled = true;
  }
  return handled;
}
