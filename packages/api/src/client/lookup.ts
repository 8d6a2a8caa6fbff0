import { type EntityApi, type EntityRecord, idFilter } from './entities.js';

/** Lookup entities of service spec 7 "Lookups", plus File (platform spec 7: 40 ids per request). */
export const LOOKUP_ENTITIES = [
  'Asset',
  'CustomList',
  'Department',
  'Device',
  'Division',
  'Employee',
  'Form',
  'Location',
  'PayGroup',
  'PayCodeRule',
  'PayPeriod',
  'PermissionSet',
  'PermissionProfile',
  'Task',
  'UnitMeasure',
  'User',
  'Ticket',
  'ServiceStatus',
  'CustomFieldSet',
  'Vendor',
  'Grouping',
  'File',
] as const;

export type LookupEntity = (typeof LOOKUP_ENTITIES)[number];

/** Ids per look-up request (spec: 30, 40 for File). */
export const LOOKUP_CHUNK_SIZE = 30;
export const FILE_LOOKUP_CHUNK_SIZE = 40;

const LOOKUP_SET: ReadonlySet<string> = new Set(LOOKUP_ENTITIES);

/** 'v2.0/Employee' -> 'Employee'. */
function baseName(entity: string): string {
  const slash = entity.lastIndexOf('/');
  return slash >= 0 ? entity.slice(slash + 1) : entity;
}

/** True when `entity` (optionally versioned, 'v2.0/Employee') is a lookup entity. */
export function isLookupEntity(entity: string): boolean {
  return LOOKUP_SET.has(baseName(entity));
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Options of a `LookupManager`; `schedule` decides when queued ids are sent (default: next microtask). */
export interface LookupManagerOptions {
  schedule?: (flush: () => void) => void;
}

/**
 * Resolves references by id for the lookup entities (service spec 7 "Lookups"): ids asked for in the
 * same tick are collected per entity, deduplicated, skipped when cached or already in flight, and read
 * with `GET /{Entity}?filter=id eq 'a' or id eq 'b' ...` in chunks of 30 ids (40 for File), including
 * inactive and deleted records (so greyed "unavailable" references still resolve). Results are cached
 * per entity and id; a missing id resolves to null and is cached as missing too.
 * `lookup` throws 'Entity X is not a lookup. Please use wmQueryManager instead.' for other entities;
 * a failed request rejects the ids of its chunk (and nothing is cached for them).
 */
export class LookupManager {
  private readonly cache = new Map<string, Map<string, EntityRecord | null>>();
  private readonly inflight = new Map<string, Map<string, Promise<EntityRecord | null>>>();
  private readonly queued = new Map<string, Map<string, Deferred<EntityRecord | null>>>();
  private scheduled = false;
  private readonly schedule: (flush: () => void) => void;

  constructor(
    private readonly entities: EntityApi,
    options: LookupManagerOptions = {},
  ) {
    this.schedule = options.schedule ?? ((flush) => queueMicrotask(flush));
  }

  /**
   * The records for `ids` in the order asked, with null for ids that do not exist. Empty and
   * duplicate ids are allowed (duplicates resolve to the same record; '' resolves to null unasked).
   */
  lookup<T extends EntityRecord = EntityRecord>(
    entity: string,
    ids: readonly string[],
  ): Promise<(T | null)[]> {
    if (!isLookupEntity(entity)) {
      throw new Error(`Entity ${entity} is not a lookup. Please use wmQueryManager instead.`);
    }
    if (!Array.isArray(ids)) throw new Error(`Lookup of ${entity} needs an array of ids.`);
    return Promise.all(ids.map((id) => this.one(entity, id))) as Promise<(T | null)[]>;
  }

  /** One record by id (null when it does not exist). Same errors as `lookup`. */
  async lookupOne<T extends EntityRecord = EntityRecord>(entity: string, id: string): Promise<T | null> {
    const [record] = await this.lookup<T>(entity, [id]);
    return record ?? null;
  }

  /** A cached record (undefined when not cached yet, null when known missing). */
  peek(entity: string, id: string): EntityRecord | null | undefined {
    return this.cache.get(baseName(entity))?.get(id);
  }

  /** Forgets cached records: all, one entity's, or one id's (e.g. after a save). */
  invalidate(entity?: string, id?: string): void {
    if (!entity) {
      this.cache.clear();
      return;
    }
    const key = baseName(entity);
    if (id === undefined) this.cache.delete(key);
    else this.cache.get(key)?.delete(id);
  }

  private one(entity: string, id: string): Promise<EntityRecord | null> {
    if (typeof id !== 'string' || id === '') return Promise.resolve(null);
    const key = baseName(entity);
    const cached = this.cache.get(key);
    if (cached?.has(id)) return Promise.resolve(cached.get(id) ?? null);
    const flying = this.inflight.get(key)?.get(id);
    if (flying) return flying;
    let queue = this.queued.get(entity);
    if (!queue) {
      queue = new Map();
      this.queued.set(entity, queue);
    }
    let d = queue.get(id);
    if (!d) {
      d = deferred<EntityRecord | null>();
      queue.set(id, d);
      this.mapFor(this.inflight, key).set(id, d.promise);
    }
    if (!this.scheduled) {
      this.scheduled = true;
      this.schedule(() => this.flush());
    }
    return d.promise;
  }

  private mapFor<V>(outer: Map<string, Map<string, V>>, key: string): Map<string, V> {
    let inner = outer.get(key);
    if (!inner) {
      inner = new Map();
      outer.set(key, inner);
    }
    return inner;
  }

  /** Sends every queued id (exposed for callers with a custom `schedule`). */
  flush(): void {
    this.scheduled = false;
    const batches = [...this.queued.entries()];
    this.queued.clear();
    for (const [entity, queue] of batches) {
      const key = baseName(entity);
      const size = key === 'File' ? FILE_LOOKUP_CHUNK_SIZE : LOOKUP_CHUNK_SIZE;
      const ids = [...queue.keys()];
      for (let i = 0; i < ids.length; i += size) {
        const chunk = ids.slice(i, i + size);
        void this.fetchChunk(entity, key, chunk, queue);
      }
    }
  }

  private async fetchChunk(
    entity: string,
    key: string,
    chunk: string[],
    queue: Map<string, Deferred<EntityRecord | null>>,
  ): Promise<void> {
    const inflight = this.mapFor(this.inflight, key);
    try {
      const records = await this.entities.list<EntityRecord>(entity, {
        filter: idFilter(chunk),
        includeInactiveData: true,
        includeDeletedData: true,
      });
      const byId = new Map<string, EntityRecord>();
      for (const r of Array.isArray(records) ? records : []) {
        if (r && typeof r === 'object' && typeof r.id === 'string') byId.set(r.id, r);
      }
      const cache = this.mapFor(this.cache, key);
      for (const id of chunk) {
        const record = byId.get(id) ?? null;
        cache.set(id, record);
        inflight.delete(id);
        queue.get(id)?.resolve(record);
      }
    } catch (error) {
      for (const id of chunk) {
        inflight.delete(id);
        queue.get(id)?.reject(error);
      }
    }
  }
}
