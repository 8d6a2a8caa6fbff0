/**
 * The spec's generic delete sentence (platform 8 / service 8 "Confirmations"):
 * 'Are you sure you want to delete this {entity}?' for one record,
 * 'Are you sure you want to delete these N {entity}(s)?' for more.
 * Throws 'Delete count must be a whole number of 1 or more, got X.' for a bad count.
 */
export function deleteMessage(count: number, entity: string): string {
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`Delete count must be a whole number of 1 or more, got ${count}.`);
  }
  return count === 1
    ? `Are you sure you want to delete this ${entity}?`
    : `Are you sure you want to delete these ${count} ${entity}(s)?`;
}
