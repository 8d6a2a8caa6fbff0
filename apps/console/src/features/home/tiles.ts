/**
 * Translation key of a home tile's text for a section path. The Time tile promises correcting and
 * approving time only to users who may edit others' time or batch it (issue 19: a field employee
 * was told they could); others read what their access allows. `can` is the session's access check.
 */
export function homeTileKey(path: string, can: (path: string, key?: string) => boolean): string {
  if (path !== '/time/') return `home.tile.${path}`;
  const editor = '/time/editor/';
  if (can(editor, 'others-time/edit') || can(editor, 'batch-records')) return 'home.tile./time/';
  if (can(editor, 'my-time/edit')) return 'home.tile.time.own';
  if (can(editor)) return 'home.tile.time.view';
  return 'home.tile.time.clock';
}
