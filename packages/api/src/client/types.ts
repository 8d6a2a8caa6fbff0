import type { Identity as IdentityShape, Preferences as PreferencesShape } from '../schemas/account.js';

/**
 * Shapes of the account and time calls of contract.md. Identity and Preferences are the zod schemas'
 * types (`@wm/api/schemas`, written with the server); the others are the client's view of answers
 * the schemas do not declare.
 */

/** User preferences (POST /account/preferences takes a partial of this); the schema's type. */
export type Preferences = PreferencesShape;

/** GET /account/identity (contract.md); the schema's type, so client and server cannot drift. */
export type Identity = IdentityShape;

/** `{success:true}` answers of the account calls. */
export interface SuccessResult {
  success: boolean;
  message?: string;
  /** Logon with a temporary password: no session; choose a new password (changetemppw). */
  mustChangePassword?: boolean;
}

/** A record posted to POST /time/real (clock in: no outTimeStamp; clock out: the open record with outTimeStamp). */
export interface TimeRecordInput {
  id?: string;
  employee_id: string;
  location_id?: string | null;
  task_id?: string | null;
  assetIds?: string[];
  inTimeStamp?: string | null;
  outTimeStamp?: string | null;
  inTimeZone?: string | null;
  outTimeZone?: string | null;
  inLat?: number;
  inLon?: number;
  outLat?: number;
  outLon?: number;
  source?: string;
  [key: string]: unknown;
}

/** POST /time/clockout body (time spec 3 "Clock-out model"). */
export interface ClockOutRequest {
  timeZone: string;
  clockOutTimeModels: { employeeId: string; name: string; additionalInfo?: string | null }[];
}

/** POST /time/clockout answer: 'success' closes the modal; anything else shows the error. */
export interface ClockOutResult {
  status: string;
  message?: string;
}

/** POST /file answer. */
export interface UploadedFile {
  id: string;
  fileName: string;
  mimeType: string;
  url: string;
}

/** POST /{Entity}/importcsv answer. */
export interface ImportCsvResult {
  created: number;
  updated: number;
  errors: { row: number; column: string; message: string }[];
}
