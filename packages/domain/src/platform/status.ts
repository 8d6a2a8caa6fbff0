/** Entity status (platform spec 4.1): active 1, inactive 2 (Paused for companies), deleted 3 (Previous Customer). */
export const EntityStatus = { Active: 1, Inactive: 2, Deleted: 3 } as const;
export type EntityStatusValue = (typeof EntityStatus)[keyof typeof EntityStatus];

/** Inactive or deleted references are shown greyed as unavailable. */
export function isUnavailable(status: number | null | undefined): boolean {
  return status === EntityStatus.Inactive || status === EntityStatus.Deleted;
}
