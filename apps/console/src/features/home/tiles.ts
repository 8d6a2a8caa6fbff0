/**
 * Translation key of a home tile's text for a section path. The Time tile promises correcting and
 * approving time only to users who may edit others' time or batch it (issue 19: a field employee
 * was told they could); others read what their access allows. Likewise the Service tile promises
 * scheduling only with the scheduler, the Forms tile designing only with the builder. `can` is the session's access check.
 */
export function homeTileKey(path: string, can: (path: string, key?: string) => boolean): string {
  // Service: scheduling and dispatching only for those who may open the scheduler; a field
  // employee reads his own tickets. Forms: designing only for those who may open the builder.
  if (path === '/tickets/')
    return can('/tickets/schedules/') ? 'home.tile./tickets/' : 'home.tile.tickets.own';
  if (path === '/forms/') return can('/forms/builder/') ? 'home.tile./forms/' : 'home.tile.forms.fill';
  if (path !== '/time/') return `home.tile.${path}`;
  const editor = '/time/editor/';
  if (can(editor, 'others-time/edit') || can(editor, 'batch-records')) return 'home.tile./time/';
  if (can(editor, 'my-time/edit')) return 'home.tile.time.own';
  if (can(editor)) return 'home.tile.time.view';
  return 'home.tile.time.clock';
}
