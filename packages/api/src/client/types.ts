/**
 * Shapes of the account and time calls of contract.md, as the console reads them. The zod schemas in
 * `@wm/api/schemas` (written with the server) are the source of truth on the wire; these interfaces
 * are the client's view and stay structurally compatible with them.
 */

/** User preferences (POST /account/preferences takes a partial of this). timeFormat 1 decimal, 2 h:mm. */
export interface Preferences {
  language: 'en' | 'es';
  timeFormat: 1 | 2;
  defaultTimeZone: string | null;
  hideTopNav: boolean;
  timeEditor?: unknown;
}

/** GET /account/identity (contract.md). `company.labels` maps label keys (employee, location, ...) to names. */
export interface Identity {
  user: { id: string; userName: string };
  employee: {
    id: string;
    fullName: string;
    firstName: string;
    lastName: string;
    code: string | null;
    email: string | null;
    isAdministrator: boolean;
  } | null;
  company: {
    id: string;
    name: string;
    timeZone: string;
    labels: Record<string, string>;
    settings: {
      timeFormat: 1 | 2;
      pinDigitLength?: number;
      timeDisclaimer?: string | null;
      unitSystem?: string | number;
      [key: string]: unknown;
    };
  } | null;
  adminInfo: { isGlobal: boolean; isPartner: boolean };
  preferences: Preferences;
  eula: { accepted: boolean; acceptedOn: string | null };
  access: { paths: string[]; keys: string[] };
  privileges: string[];
  licensedModules: string[];
}

/** `{success:true}` answers of the account calls. */
export interface SuccessResult {
  success: boolean;
  message?: string;
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
