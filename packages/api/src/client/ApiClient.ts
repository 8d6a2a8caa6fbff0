import { EntityApi, type EntityQuery, type EntityRecord } from './entities.js';
import { HttpClient, type HttpClientOptions, type UnauthorizedHandler } from './http.js';
import { LookupManager, type LookupManagerOptions } from './lookup.js';
import type {
  ClockOutRequest,
  ClockOutResult,
  Identity,
  ImportCsvResult,
  Preferences,
  SuccessResult,
  TimeRecordInput,
  UploadedFile,
} from './types.js';

/** Entities that accept POST /{Entity}/importcsv (contract.md). */
/** What an upload is for (server files.sniff.ts): its size limit and accepted content. */
export type UploadKind = 'photo' | 'signature' | 'media' | 'import' | 'other';

export const CSV_IMPORT_ENTITIES = ['Employee', 'Location', 'Task', 'Asset'] as const;
export type CsvImportEntity = (typeof CSV_IMPORT_ENTITIES)[number];

/** Records per DELETE /Time request (time spec 9: delete chunk 150). */
export const TIME_DELETE_CHUNK = 150;

/** Default size of one upload chunk (bytes); larger files go up in several requests. */
export const UPLOAD_CHUNK_BYTES = 4 * 1024 * 1024;

export interface ApiClientOptions extends HttpClientOptions {
  lookup?: LookupManagerOptions;
}

/**
 * The typed client of contract.md: `http` (raw requests), entity helpers (`list`, `get`, `upsert`,
 * `remove`), the `lookups` manager, and the account, time and file calls. Errors are `ApiError`.
 */
export class ApiClient {
  readonly http: HttpClient;
  readonly entities: EntityApi;
  readonly lookups: LookupManager;

  constructor(options: ApiClientOptions = {}) {
    this.http = new HttpClient(options);
    this.entities = new EntityApi(this.http);
    this.lookups = new LookupManager(this.entities, options.lookup);
  }

  setUnauthorizedHandler(handler: UnauthorizedHandler | null): UnauthorizedHandler | null {
    return this.http.setUnauthorizedHandler(handler);
  }

  list<T = EntityRecord>(entity: string, query?: EntityQuery, signal?: AbortSignal): Promise<T[]> {
    return this.entities.list<T>(entity, query, signal);
  }
  get<T = EntityRecord>(entity: string, id: string, query?: EntityQuery): Promise<T> {
    return this.entities.get<T>(entity, id, query);
  }
  upsert<T extends object>(entity: string, record: T[]): Promise<T[]>;
  upsert<T extends object>(entity: string, record: T): Promise<T>;
  upsert<T extends object>(entity: string, record: T | T[]): Promise<T | T[]> {
    return this.entities.upsert<T>(entity, record as T);
  }
  remove(entity: string, id: string): Promise<unknown> {
    return this.entities.remove(entity, id);
  }

  // ---- account (platform spec 7, service spec 7 "Session and login") ----
  readonly account = {
    logon: (userName: string, password: string) =>
      this.http.post<SuccessResult>('/account/logon', { userName, password }),
    logoff: () => this.http.post<SuccessResult>('/account/logoff', {}),
    identity: () => this.http.get<Identity>('/account/identity'),
    acceptEula: () => this.http.post<SuccessResult>('/account/eula', {}),
    initPasswordReset: (email: string) => this.http.post<SuccessResult>('/account/initpwreset', { email }),
    checkPasswordToken: (token: string) =>
      this.http.get<{ isTokenValid: boolean }>(`/account/checkpwtoken/${encodeURIComponent(token)}`),
    resetPassword: (password: string, token: string) =>
      this.http.post<SuccessResult>('/account/resetpw', { password, token }),
    checkTemporaryAccessToken: (token: string) =>
      this.http.get<{ isTokenValid: boolean }>(`/account/checktatoken/${encodeURIComponent(token)}`),
    temporaryAccessLogon: (token: string) => this.http.post<SuccessResult>('/account/talogon', { token }),
    /**
     * POST /account/changetemppw: signs in a user whose password is temporary by setting a new one
     * (400 with the password rule's message, or when it equals the temporary one; 401 wrong password).
     */
    changeTemporaryPassword: (userName: string, password: string, newPassword: string) =>
      this.http.post<SuccessResult>('/account/changetemppw', { userName, password, newPassword }),
    ping: (isNewSession?: boolean) =>
      this.http.post<{ isActiveSession: boolean }>(
        '/account/ping',
        isNewSession ? { isNewSession: true } : {},
      ),
    savePreferences: (preferences: Partial<Preferences>) =>
      this.http.post<Preferences>('/account/preferences', preferences),
  };

  /** GET /utc: the server's current time (ISO UTC). */
  utc(): Promise<{ timestamp: string }> {
    return this.http.get<{ timestamp: string }>('/utc');
  }

  // ---- time (time spec 7) ----
  readonly time = {
    /** POST /time/real: clock in/out; returns the saved records. */
    real: (records: TimeRecordInput[]) => {
      if (!Array.isArray(records) || records.length === 0) {
        throw new Error('Clock request needs at least one time record.');
      }
      return this.http.post<EntityRecord[]>('/time/real', records);
    },
    /**
     * POST /time/queue (issue 16): sends queued offline clock taps, oldest first, at most 500; the
     * server answers per event ('recorded' | 'duplicate' | 'refused' with statusCode and message).
     */
    queue: (
      events: readonly {
        clientEventId: string;
        record: Record<string, unknown>;
        gpsAccuracy?: number | null;
      }[],
    ) =>
      this.http.post<{
        receivedAt: string;
        results: (
          | { clientEventId: string; status: 'recorded' | 'duplicate'; time_id: string; kind: 'in' | 'out' }
          | { clientEventId: string; status: 'refused'; statusCode: number; message: string }
        )[];
      }>('/time/queue', { events }),
    /** POST /time/clockout. */
    clockOut: (request: ClockOutRequest) => this.http.post<ClockOutResult>('/time/clockout', request),
    /** GET /Time?from=&to= (ISO UTC) plus the entity query options. */
    list: <T = EntityRecord>(range: { from?: string; to?: string }, query: EntityQuery = {}) =>
      this.entities.list<T>('Time', {
        ...query,
        params: { ...query.params, from: range.from, to: range.to },
      }),
    /** POST /Time: save edited records. */
    save: <T extends object>(record: T) => this.entities.upsert<T>('Time', record),
    /**
     * DELETE /Time with [{id,inTimeStamp,outTimeStamp}] in chunks of 150 (time spec 9), one after the
     * other so a failure stops the rest; the error of the failed chunk is thrown.
     */
    removeMany: async (
      records: readonly { id: string; inTimeStamp?: string | null; outTimeStamp?: string | null }[],
    ): Promise<void> => {
      for (let i = 0; i < records.length; i += TIME_DELETE_CHUNK) {
        const chunk = records.slice(i, i + TIME_DELETE_CHUNK).map((r) => ({
          id: r.id,
          inTimeStamp: r.inTimeStamp ?? null,
          outTimeStamp: r.outTimeStamp ?? null,
        }));
        await this.http.delete('/Time', chunk);
      }
    },
  };

  // ---- files and CSV import (contract.md) ----
  readonly files = {
    /**
     * POST /file (multipart field `file`). Files above `chunkBytes` go up in chunks with fields
     * uploadId, chunkIndex, chunkCount; the last answer carries the stored file. `kind` (photo,
     * signature, media, import) sets the server's size limit and accepted content.
     */
    upload: async (
      file: Blob,
      fileName: string,
      chunkBytes = UPLOAD_CHUNK_BYTES,
      kind?: UploadKind,
    ): Promise<UploadedFile> => {
      if (!fileName) throw new Error('Upload needs a file name.');
      if (!(chunkBytes > 0))
        throw new Error(`Invalid chunk size ${chunkBytes}: expected a positive number of bytes.`);
      const count = Math.max(1, Math.ceil(file.size / chunkBytes));
      if (count === 1) {
        const form = new FormData();
        if (kind) form.append('kind', kind);
        form.append('file', file, fileName);
        return this.http.request<UploadedFile>('POST', '/file', { body: form });
      }
      const uploadId =
        globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      let last: UploadedFile | undefined;
      for (let index = 0; index < count; index++) {
        const form = new FormData();
        if (kind) form.append('kind', kind);
        form.append('uploadId', uploadId);
        form.append('chunkIndex', String(index));
        form.append('chunkCount', String(count));
        form.append('file', file.slice(index * chunkBytes, (index + 1) * chunkBytes), fileName);
        last = await this.http.request<UploadedFile>('POST', '/file', { body: form });
      }
      return last as UploadedFile;
    },
    /** POST /{Entity}/importcsv {filename, fileId} for Employee, Location, Task, Asset. */
    importCsv: (entity: CsvImportEntity, filename: string, fileId: string) => {
      if (!(CSV_IMPORT_ENTITIES as readonly string[]).includes(entity)) {
        throw new Error(
          `CSV import is not available for ${entity}: use one of ${CSV_IMPORT_ENTITIES.join(', ')}.`,
        );
      }
      return this.http.post<ImportCsvResult>(`/${entity}/importcsv`, { filename, fileId });
    },
  };
}

/** Creates a client (the console keeps one; tests pass a fake fetch). */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return new ApiClient(options);
}
