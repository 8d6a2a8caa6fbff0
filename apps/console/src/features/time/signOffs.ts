/** The four sign-offs (time spec 3, 6) in display order, with the access key that allows each. */
export const SIGN_OFF_TYPES = [
  { type: 'employee', key: 'employee-signoff/execute', field: 'employeeSignOff_id' },
  { type: 'fieldManager', key: 'field-manager-signoff/execute', field: 'fieldManagerSignOff_id' },
  { type: 'officeOne', key: 'office-signoff-one/execute', field: 'officeSignOffOne_id' },
  { type: 'officeTwo', key: 'office-signoff-two/execute', field: 'officeSignOffTwo_id' },
] as const;
export type SignOffType = (typeof SIGN_OFF_TYPES)[number]['type'];

/** A sign-off as GET /time/{id}/signoffs and POST /time/signoff return it. */
export interface SignOff {
  id: string;
  type: SignOffType;
  signature_id: string;
  signedBy_id: string | null;
  signedByName: string | null;
  signOffTimeStamp: string;
  timeIds: string[];
  /** The batches signed off whole ([] for single records). */
  batchIds?: string[];
}

/** The sign-off types the user may execute, by the editor's access keys. */
export function permittedSignOffTypes(can: (path: string, key?: string) => boolean): SignOffType[] {
  return SIGN_OFF_TYPES.filter((s) => can('/time/editor/', s.key)).map((s) => s.type);
}

/** The image URL of a stored signature (the session's GET /api/file/{id}). */
export function signatureUrl(fileId: string): string {
  return `/api/file/${encodeURIComponent(fileId)}`;
}

/** A PNG data URL (the SignaturePad's output) as a Blob for upload; throws on anything else. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const m = /^data:(image\/png);base64,(.+)$/.exec(dataUrl);
  if (!m) throw new Error('The signature is not a PNG image.');
  const bin = atob(m[2]!);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type: m[1] });
}

/**
 * The sign-off types offered for a selection: an employee sign-off covers only one's own time (the
 * server refuses it otherwise), so it is offered only when every selected record is the user's.
 */
export function typesForSelection(
  types: readonly SignOffType[],
  employeeIds: readonly string[],
  selfEmployeeId: string | null | undefined,
): SignOffType[] {
  const allOwn =
    employeeIds.length > 0 && !!selfEmployeeId && employeeIds.every((id) => id === selfEmployeeId);
  return types.filter((t) => t !== 'employee' || allOwn);
}
