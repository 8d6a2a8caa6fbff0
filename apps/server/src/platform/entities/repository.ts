import { randomUUID } from 'node:crypto';
import type { Auth } from '../auth/context.js';
import { holdsAny } from '../auth/context.js';
import type { Db } from '../db/db.js';
import { HttpError, badRequest, forbidden, notFound, zodMessage } from '../errors.js';
import { type FilterField, compileFilter, compileOrderBy, parseFilter } from '../filter/filter.js';
import { liveChannel, publishLive } from '../live/live.js';
import { strictSchemaFields } from './strict.js';
import type {
  EntityContext,
  EntityDefinition,
  EntityRecord,
  EntityRepository,
  ListOptions,
  ReadLock,
} from './types.js';

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SERVER_OWNED = ['company_id', 'createdOn', 'updatedOn', 'created_at', 'updated_at', 'data'];
/** Largest `top`; a list without `top` is capped here too. */
export const MAX_TOP = 10000;

const q = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

/** Holds every entity definition; resolves API paths (case-insensitive names and aliases). */
export class EntityRegistry {
  private readonly byPath = new Map<string, EntityDefinition>();
  private readonly defs: EntityDefinition[] = [];
  private readonly fieldCache = new WeakMap<
    EntityDefinition,
    { all: Record<string, FilterField>; public: Record<string, FilterField> }
  >();

  /**
   * Adds (a copy of) an entity; throws on a duplicate name/alias or an unsafe identifier
   * (programming errors).
   */
  register(def: EntityDefinition): void {
    strictSchemaFields(def.name, def.schema);
    for (const ident of [def.table, ...Object.keys(def.columns), ...Object.keys(def.jsonFields ?? {})]) {
      if (!IDENT.test(ident)) throw new Error(`Entity ${def.name}: unsafe identifier '${ident}'`);
    }
    // The registry keeps its own copy, so ServerModule.extendEntities changes this server only
    // (definitions are module constants shared by every server built in the process).
    const own: EntityDefinition = {
      ...def,
      hooks: { ...def.hooks },
      ...(def.virtualFields ? { virtualFields: [...def.virtualFields] } : {}),
    };
    for (const path of [def.name, ...(def.aliases ?? [])]) {
      const key = path.toLowerCase();
      if (this.byPath.has(key)) throw new Error(`Entity path '${path}' is registered twice`);
      this.byPath.set(key, own);
    }
    this.defs.push(own);
  }

  /** The definition for an API path ('Employee', 'v2.0/Employee'), or undefined. */
  resolve(path: string): EntityDefinition | undefined {
    return this.byPath.get(path.toLowerCase());
  }

  get(name: string): EntityDefinition {
    const def = this.resolve(name);
    if (!def) throw new Error(`Entity '${name}' is not registered`);
    return def;
  }

  all(): readonly EntityDefinition[] {
    return this.defs;
  }

  /**
   * Checks every entity again after ServerModule.extendEntities (which may replace a schema): each
   * must have a strict schema. Throws on the first that has not (a programming error, at start).
   */
  verify(): void {
    for (const def of this.defs) strictSchemaFields(def.name, def.schema);
  }

  /** The filter/sort whitelist of an entity; sensitive fields only for callers who may see them. */
  fields(def: EntityDefinition, withSensitive: boolean): Record<string, FilterField> {
    let cached = this.fieldCache.get(def);
    if (!cached) {
      const all: Record<string, FilterField> = {
        id: { sql: 't.id', type: 'string' },
        status: { sql: 't.status', type: 'number' },
        createdOn: { sql: 't.created_at', type: 'datetime' },
        updatedOn: { sql: 't.updated_at', type: 'datetime' },
      };
      if (def.tenant === 'company') all.company_id = { sql: 't.company_id', type: 'string' };
      for (const [name, type] of Object.entries(def.columns)) {
        if (type !== 'json') all[name] = { sql: `t.${q(name)}`, type };
      }
      for (const [name, type] of Object.entries(def.jsonFields ?? {})) {
        all[name] =
          type === 'string'
            ? { sql: `(t.data->>'${name}')`, type }
            : type === 'number'
              ? {
                  sql: `(CASE WHEN jsonb_typeof(t.data->'${name}') = 'number' THEN (t.data->>'${name}')::double precision END)`,
                  type,
                }
              : {
                  sql: `(CASE WHEN jsonb_typeof(t.data->'${name}') = 'boolean' THEN (t.data->>'${name}')::boolean END)`,
                  type,
                };
      }
      Object.assign(all, def.extraFields ?? {});
      const pub = { ...all };
      for (const s of def.sensitive ?? []) delete pub[s];
      cached = { all, public: pub };
      this.fieldCache.set(def, cached);
    }
    return withSensitive ? cached.all : cached.public;
  }

  /** A repository of `def` for this caller; every query it runs is scoped to the caller's company. */
  repository(def: EntityDefinition | string, auth: Auth, db: Db): EntityRepository {
    // By name, so a module constant resolves to this registry's (possibly extended) copy.
    const d = this.get(typeof def === 'string' ? def : def.name);
    return new ScopedRepository(this, d, auth, db);
  }
}

/**
 * Follows `expand` (comma-separated relation names) on loaded records, in place: for a name `n` the
 * record's `n_id` is replaced by nothing and the referenced record is added as `n` (null when it is
 * not readable or gone). The target is `def.expand[n]` or the entity named like `n` ('location' ->
 * Location); it is read through its own repository, so tenancy, scope and the target's `view`
 * privilege apply (a target the caller may not read is left unexpanded). Names that are no relation
 * of `def` are ignored. One query per relation.
 */
export async function expandRecords(
  registry: EntityRegistry,
  def: EntityDefinition,
  auth: Auth,
  db: Db,
  records: EntityRecord[],
  expand: string | undefined,
): Promise<void> {
  if (!expand || records.length === 0) return;
  const names = [
    ...new Set(
      expand
        .split(',')
        .map((n) => n.trim())
        .filter((n) => IDENT.test(n)),
    ),
  ];
  for (const name of names) {
    const items = def.expandItems?.[name];
    if (items) {
      await expandItemList(registry, auth, db, records, name, items);
      continue;
    }
    const target = registry.resolve(def.expand?.[name] ?? name);
    const field = `${name}_id`;
    if (!target || !canView(target, auth) || !records.some((r) => field in r)) continue;
    const ids = [...new Set(records.map((r) => r[field]).filter((v): v is string => typeof v === 'string'))];
    const found = new Map((await registry.repository(target, auth, db).getMany(ids)).map((r) => [r.id, r]));
    for (const r of records) {
      const id = r[field];
      r[name] = typeof id === 'string' ? (found.get(id) ?? null) : null;
    }
  }
}

/** True for the partner tenants: only global and partner administrators reach them (issue 13). */
const isPartnerTenant = (def: EntityDefinition) => def.tenant === 'partner' || def.tenant === 'partner-self';
/**
 * Fills `into` of each item of the list field `name` (expandItems) with the record its id names,
 * read through the caller's repository of the target (so scope and tenancy apply: a record the
 * caller may not read is not added). An item whose record is not readable keeps what it had
 * (`into` null when it had nothing). Items of unexpected shape are left alone.
 */
async function expandItemList(
  registry: EntityRegistry,
  auth: Auth,
  db: Db,
  records: EntityRecord[],
  name: string,
  spec: { entity: string; idPath: 'id' | 'file.id'; into: string },
): Promise<void> {
  const target = registry.resolve(spec.entity);
  if (!target || !canView(target, auth)) return;
  const itemsOf = (r: EntityRecord): Record<string, unknown>[] =>
    Array.isArray(r[name])
      ? (r[name] as unknown[]).filter(
          (x): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x),
        )
      : [];
  const idOf = (item: Record<string, unknown>): string | null => {
    const holder =
      spec.idPath === 'file.id'
        ? item.file && typeof item.file === 'object'
          ? (item.file as Record<string, unknown>)
          : null
        : item;
    return holder && typeof holder.id === 'string' ? holder.id : null;
  };
  const ids = [...new Set(records.flatMap((r) => itemsOf(r).map(idOf)).filter((v): v is string => !!v))];
  if (ids.length === 0) return;
  const found = new Map((await registry.repository(target, auth, db).getMany(ids)).map((r) => [r.id, r]));
  for (const r of records) {
    for (const item of itemsOf(r)) {
      const id = idOf(item);
      const rec = id ? found.get(id) : undefined;
      const had = item[spec.into];
      if (rec) item[spec.into] = had && typeof had === 'object' ? { ...(had as object), ...rec } : rec;
      else if (had === undefined) item[spec.into] = null;
    }
  }
}

/** True when the caller may read `def` (global and partner administrators may read companies). */
export function canView(def: EntityDefinition, auth: Auth): boolean {
  if (isPartnerTenant(def)) return auth.isGlobal || auth.isPartner;
  if (def.tenant === 'company-self' && (auth.isGlobal || auth.isPartner)) return true;
  if (def.viewOwn && def.hooks?.scope && auth.companyId !== null) return true; // own rows, by the scope
  return holdsAny(auth, def.view);
}

/** The answer of a read without access to the entity's module (service spec 6 and 7 "Lookups"). */
export const NOT_AUTHORIZED_TO_MODULE = 'Not authorized to module';

/** Modules with routes of their own (service spec 6: /assets/, /forms/, /time/, /tickets/, /insight/). */
const ROUTED_MODULES: ReadonlySet<string> = new Set(['Assets', 'Forms', 'Time', 'Service', 'Insight']);

/**
 * True when `def` is read only through privileges of routed modules (Assets, Forms, Time, Service,
 * Insight; the prefix of 'Module:Kind:Name') and the caller holds no privilege at all in any of them:
 * the caller has no route to the module, so a read answers 403 'Not authorized to module' (the
 * answer on which pickers hide themselves) rather than naming the privilege it lacks.
 */
export function lacksModule(def: EntityDefinition, auth: Auth): boolean {
  if (def.view.length === 0) return false;
  const modules = new Set(def.view.map((p) => p.split(':')[0] ?? ''));
  if ([...modules].some((m) => !ROUTED_MODULES.has(m))) return false;
  for (const held of auth.privileges) if (modules.has(held.split(':')[0] ?? '')) return false;
  return true;
}

/**
 * True when the caller may read all rows of `def` in the company scope (a `view` privilege), not
 * only their own through `viewOwn` (e.g. for exports and reports of a whole entity).
 */
export function canViewAll(def: EntityDefinition, auth: Auth): boolean {
  if (isPartnerTenant(def)) return auth.isGlobal || auth.isPartner;
  if (def.tenant === 'company-self' && (auth.isGlobal || auth.isPartner)) return true;
  return holdsAny(auth, def.view);
}

/** True when the caller may save or delete records of `def`. */
export function canEdit(def: EntityDefinition, auth: Auth): boolean {
  if (isPartnerTenant(def)) return auth.isGlobal || auth.isPartner;
  if (def.tenant === 'company-self' && (auth.isGlobal || auth.isPartner)) return true;
  return auth.companyId !== null && holdsAny(auth, def.edit);
}

function canSeeSensitive(def: EntityDefinition, auth: Auth): boolean {
  return auth.isAdministrator || holdsAny(auth, def.sensitiveTo ?? def.edit);
}

function toWire(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * Records read with a ReadLock (FOR UPDATE): the returned object -> a copy as read (before
 * sensitive fields were stripped), the transaction, the caller and the scope it was read under.
 * save() takes such a record as `existing` only in that transaction, for that caller and scope.
 */
const lockedReads = new WeakMap<
  object,
  { db: Db; auth: Auth; def: EntityDefinition; scope: string; record: EntityRecord }
>();

/**
 * The one place where tenancy is enforced (design.md section 3): every SELECT, UPDATE and soft
 * delete carries the tenant condition built by `tenantCondition`, and inserts take company_id from
 * the session, never from the record.
 */
class ScopedRepository implements EntityRepository {
  constructor(
    private readonly registry: EntityRegistry,
    readonly definition: EntityDefinition,
    private readonly auth: Auth,
    private readonly db: Db,
  ) {}

  private ctx(db: Db): EntityContext {
    return { auth: this.auth, db, repo: (name) => this.registry.repository(name, this.auth, db) };
  }

  private tenantCondition(params: unknown[]): string {
    const def = this.definition;
    const a = this.auth;
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    if (def.tenant === 'partner' || def.tenant === 'partner-self') {
      const column = def.tenant === 'partner' ? 't.partner_id' : 't.id';
      if (a.isGlobal) return 'TRUE';
      if (a.isPartner && a.partnerId) return `${column} = ${p(a.partnerId)}`;
      return 'FALSE';
    }
    if (def.tenant === 'company-self') {
      if (a.isGlobal) return a.companyId ? `t.id = ${p(a.companyId)}` : 'TRUE';
      if (a.isPartner) {
        return a.companyId
          ? `(t.id = ${p(a.companyId)} AND t.partner_id = ${p(a.partnerId)})`
          : `t.partner_id = ${p(a.partnerId)}`;
      }
      if (!a.companyId) return 'FALSE';
      return `t.id = ${p(a.companyId)}`;
    }
    if (!a.companyId)
      throw forbidden(
        'Not authorized: no company selected (global and partner administrators send X-Company-Id)',
      );
    return `t.company_id = ${p(a.companyId)}`;
  }

  private where(params: unknown[], statuses: number[] | null): string {
    const parts = [this.tenantCondition(params)];
    if (statuses) parts.push(`t.status IN (${statuses.join(', ')})`);
    const scope = this.definition.hooks?.scope?.(this.auth, (v) => {
      params.push(v);
      return `$${params.length}`;
    });
    if (scope) parts.push(`(${scope})`);
    return parts.join(' AND ');
  }

  /** The scope hook's condition and parameters as text (what a locked read was scoped by). */
  private scopeKey(): string {
    const params: unknown[] = [];
    const sql = this.definition.hooks?.scope?.(this.auth, (v) => {
      params.push(v);
      return `$${params.length}`;
    });
    return JSON.stringify([sql ?? null, params]);
  }

  /** Remembers records just read FOR UPDATE (see lockedReads); call before strip(). */
  private rememberLocked(records: EntityRecord[]): void {
    const scope = this.scopeKey();
    for (const r of records)
      lockedReads.set(r, { db: this.db, auth: this.auth, def: this.definition, scope, record: { ...r } });
  }

  /** The stored record `given` stands for when it was read FOR UPDATE in `tx` by this caller and scope. */
  private lockedExisting(given: EntityRecord | null | undefined, tx: Db, id: string): EntityRecord | null {
    if (!given) return null;
    const e = lockedReads.get(given);
    if (!e || e.db !== tx || e.auth !== this.auth || e.def !== this.definition) return null;
    if (e.record.id !== id || e.scope !== this.scopeKey()) return null;
    return { ...e.record };
  }

  private selectList(): string {
    const def = this.definition;
    const cols = Object.keys(def.columns).map((c) => `t.${q(c)}`);
    return [
      't.id',
      't.status',
      ...(def.tenant === 'company' ? ['t.company_id'] : []),
      ...cols,
      't.data',
      't.created_at',
      't.updated_at',
    ].join(', ');
  }

  private toRecord(row: Record<string, unknown>): EntityRecord {
    const def = this.definition;
    const rec: Record<string, unknown> = { ...((row.data as Record<string, unknown>) ?? {}) };
    for (const c of Object.keys(def.columns)) rec[c] = toWire(row[c]);
    rec.id = row.id;
    rec.status = row.status;
    if (def.tenant === 'company') rec.company_id = row.company_id;
    rec.createdOn = toWire(row.created_at);
    rec.updatedOn = toWire(row.updated_at);
    return rec as EntityRecord;
  }

  private strip(records: EntityRecord[], includeSensitive: boolean): EntityRecord[] {
    const sensitive = this.definition.sensitive ?? [];
    if (sensitive.length === 0 || (includeSensitive && canSeeSensitive(this.definition, this.auth)))
      return records;
    for (const r of records) for (const f of sensitive) delete r[f];
    return records;
  }

  async list(options: ListOptions = {}, lock?: ReadLock): Promise<EntityRecord[]> {
    const def = this.definition;
    const params: unknown[] = [];
    const statuses = [1];
    if (options.includeInactiveData) statuses.push(2);
    if (options.includeDeletedData) statuses.push(3);
    let where = this.where(params, statuses);
    const fields = this.registry.fields(
      def,
      options.includeSensitiveData !== false && canSeeSensitive(def, this.auth),
    );
    if (options.filter !== undefined && options.filter.trim() !== '') {
      where += ` AND (${compileFilter(parseFilter(options.filter), fields, params)})`;
    }
    const orderBy = options.orderby?.trim()
      ? compileOrderBy(options.orderby, fields)
      : def.defaultOrderBy
        ? compileOrderBy(def.defaultOrderBy, fields)
        : 't.id ASC';
    const selected = options.select !== undefined ? this.selectedFields(options.select, fields) : null;
    if (options.search !== undefined && options.search.trim() !== '') {
      where += ` AND ${this.searchCondition(options.search, fields, params)}`;
    }
    const top = Math.min(options.top ?? MAX_TOP, MAX_TOP);
    const skip = options.skip ?? 0;
    const rows = await this.db.query(
      `SELECT ${this.selectList()} FROM ${def.table} t WHERE ${where} ORDER BY ${orderBy}, t.id ASC LIMIT ${top}${skip > 0 ? ` OFFSET ${skip}` : ''}${lock?.forUpdate ? ' FOR UPDATE OF t' : ''}`,
      params,
    );
    const records = rows.map((r) => this.toRecord(r));
    await def.hooks?.afterLoad?.(this.ctx(this.db), records);
    if (lock?.forUpdate) this.rememberLocked(records);
    const out = this.strip(records, options.includeSensitiveData !== false);
    if (!selected) return out;
    return out.map((r) => {
      const picked: Record<string, unknown> = { id: r.id };
      for (const f of selected) if (f in r) picked[f] = r[f];
      return picked as EntityRecord;
    });
  }

  /**
   * The fields of a `select` list (comma separated, id implied): each must be a field of the entity
   * the caller may see (filter fields, JSON-only fields of the schema, virtual fields, relations
   * `expand` fills). 400 'Unknown field 'x' in select' otherwise.
   */
  private selectedFields(select: string, fields: Record<string, FilterField>): string[] {
    const def = this.definition;
    const names = select
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    if (names.length === 0) throw badRequest('select is empty: name at least one field');
    const known = new Set([
      ...Object.keys(fields),
      ...strictSchemaFields(def.name, def.schema),
      ...(def.virtualFields ?? []),
      ...Object.keys(def.expand ?? {}),
      ...Object.keys(def.expandItems ?? {}),
    ]);
    const hidden = new Set((def.sensitive ?? []).filter((f) => !(f in fields)));
    for (const n of names) {
      if (!IDENT.test(n) || !known.has(n) || hidden.has(n))
        throw badRequest(`Unknown field '${n}' in select`);
    }
    return names;
  }

  /**
   * `search`: every word (split on spaces, at most 10) must appear, case-insensitive, in one of the
   * search fields (definition.searchFields, else every string column). Words are parameters; `%`,
   * `_` and `\` match themselves. 400 when the entity has no text field to search.
   */
  private searchCondition(search: string, fields: Record<string, FilterField>, params: unknown[]): string {
    const def = this.definition;
    const names =
      def.searchFields ??
      Object.entries(def.columns)
        .filter(([, t]) => t === 'string')
        .map(([n]) => n);
    const cols = names.map((n) => fields[n]).filter((f): f is FilterField => !!f && f.type === 'string');
    if (cols.length === 0) throw badRequest(`${def.name} cannot be searched: it has no text fields`);
    const words = search.trim().split(/\s+/).slice(0, 10);
    return words
      .map((w) => {
        params.push(`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        const ph = `$${params.length}`;
        return `(${cols.map((c) => `${c.sql} ILIKE ${ph}`).join(' OR ')})`;
      })
      .join(' AND ');
  }

  /** The row `id` as the caller may see it (FOR UPDATE when asked); `decorate` false skips afterLoad. */
  private async load(db: Db, id: string, forUpdate: boolean, decorate = true): Promise<EntityRecord | null> {
    const params: unknown[] = [id];
    const where = this.where(params, null);
    const rows = await db.query(
      `SELECT ${this.selectList()} FROM ${this.definition.table} t WHERE t.id = $1 AND ${where}${forUpdate ? ' FOR UPDATE' : ''}`,
      params,
    );
    if (rows.length === 0) return null;
    const records = [this.toRecord(rows[0]!)];
    if (decorate) await this.definition.hooks?.afterLoad?.(this.ctx(db), records);
    return records[0]!;
  }

  async getMany(ids: readonly string[]): Promise<EntityRecord[]> {
    if (ids.length === 0) return [];
    const params: unknown[] = [ids];
    const where = this.where(params, null);
    const rows = await this.db.query(
      `SELECT ${this.selectList()} FROM ${this.definition.table} t WHERE t.id = ANY($1::text[]) AND ${where}`,
      params,
    );
    const records = rows.map((r) => this.toRecord(r));
    await this.definition.hooks?.afterLoad?.(this.ctx(this.db), records);
    return this.strip(records, false);
  }

  async get(
    id: string,
    options: { includeSensitiveData?: boolean } = {},
    lock?: ReadLock,
  ): Promise<EntityRecord | null> {
    const rec = await this.load(this.db, id, lock?.forUpdate === true);
    if (!rec) return null;
    if (lock?.forUpdate) this.rememberLocked([rec]);
    return this.strip([rec], options.includeSensitiveData !== false)[0]!;
  }

  async save(
    input: Record<string, unknown>,
    options: { existing?: EntityRecord | null } = {},
  ): Promise<EntityRecord> {
    const def = this.definition;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      throw badRequest(`${def.name}: expected a record object`);
    }
    const data: Record<string, unknown> = { ...input };
    for (const k of SERVER_OWNED) delete data[k];
    if (data.id !== undefined && data.id !== null && typeof data.id !== 'string')
      throw badRequest('id: must be a string');
    if (data.id === null) delete data.id;
    // The schema is strict: the input may carry only its fields and the entity's virtual
    // (never-stored) ones; anything else is refused before anything is read or written.
    const known = strictSchemaFields(def.name, def.schema);
    const virtual = new Set(def.virtualFields ?? []);
    const unknown = Object.keys(data).filter((k) => !known.has(k) && !virtual.has(k));
    if (unknown.length > 0)
      throw badRequest(unknown.map((k) => `${k}: unknown field of ${def.name}`).join('; '));
    const savedId = await this.db.transaction(async (tx) => {
      const ctx = this.ctx(tx);
      let id = typeof data.id === 'string' ? data.id : null;
      if (id === null && def.naturalKey && data[def.naturalKey] != null) {
        const params: unknown[] = [data[def.naturalKey]];
        const found = await tx.query<{ id: string }>(
          `SELECT t.id FROM ${def.table} t WHERE t.${q(def.naturalKey)} = $1 AND ${this.tenantCondition(params)}`,
          params,
        );
        id = found[0]?.id ?? null;
      }
      // A new record's freshly generated id cannot be stored yet: no need to read it first.
      const generated = id === null;
      id ??= randomUUID();
      // A record this caller just read FOR UPDATE in this transaction is not read again.
      const existing = generated
        ? null
        : (this.lockedExisting(options.existing, tx, id) ??
          (await this.load(tx, id, true, !def.existingUndecorated)));
      if (!existing && typeof data.id === 'string') {
        const elsewhere = await tx.query(`SELECT 1 FROM ${def.table} WHERE id = $1`, [id]);
        if (elsewhere.length > 0) throw notFound(`${def.name} ${id} not found`);
      }
      if (!existing && def.tenant === 'company-self' && !this.auth.isGlobal && !this.auth.isPartner) {
        throw forbidden('Not authorized to create companies');
      }
      if (!existing && def.tenant === 'partner-self' && !this.auth.isGlobal) {
        throw forbidden('Not authorized: only global administrators create partners');
      }
      // Updates merge the input over the stored record, so a partial record keeps the other fields.
      // Only the schema's fields are validated; the stored record's other keys (hook-computed) are
      // kept as they are.
      const merged: Record<string, unknown> = existing
        ? { ...existing, ...data, id }
        : { status: 1, ...data, id };
      const checked: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(merged)) if (known.has(k)) checked[k] = v;
      const parsed = def.schema.safeParse(checked);
      if (!parsed.success) throw badRequest(zodMessage(parsed.error));
      let record: Record<string, unknown> = { ...merged, ...(parsed.data as Record<string, unknown>) };
      for (const k of SERVER_OWNED) delete record[k];
      // A partner administrator's companies always belong to that partner.
      if (def.tenant === 'company-self' && this.auth.isPartner && !this.auth.isGlobal)
        record.partner_id = this.auth.partnerId;
      // A partner administrator's partner-owned rows always belong to that partner; a global
      // administrator names an existing partner, and a row never moves to another partner.
      if (def.tenant === 'partner') {
        if (this.auth.isPartner && !this.auth.isGlobal) record.partner_id = this.auth.partnerId;
        else if (existing) record.partner_id = existing.partner_id;
        const owner = typeof record.partner_id === 'string' ? record.partner_id : null;
        if (!owner || (await tx.query('SELECT 1 FROM partner WHERE id = $1', [owner])).length === 0)
          throw badRequest('partner_id: an existing partner is required');
      }
      if (def.hooks?.beforeSave) record = await def.hooks.beforeSave(ctx, record, existing, data);
      // The write returns the row and announces it (delivered at commit) in the same statement.
      const written = (await this.write(tx, record, existing !== null)) ?? (await this.load(tx, id, false))!;
      await def.hooks?.afterSave?.(ctx, written, data, existing);
      // Without an afterSave hook nothing changes the row after the write that returned it.
      return def.savedRowFinal || !def.hooks?.afterSave ? written : id;
    });
    if (typeof savedId !== 'string') return this.strip([savedId], true)[0]!;
    const saved = await this.get(savedId);
    if (!saved) throw new HttpError(500, `${def.name} ${savedId} could not be read back`);
    return saved;
  }

  /** A committed change of a company's rows reaches that company's consoles (platform/live). */
  private async announce(tx: Db, ids: string[], op: 'save' | 'remove'): Promise<void> {
    if (this.definition.tenant !== 'company' || !this.auth.companyId) return;
    await publishLive(tx, { companyId: this.auth.companyId, entity: this.definition.name, ids, op });
  }

  /**
   * Inserts or updates `record` in one statement that also returns the row as `load` reads it (null
   * when the caller's read conditions would not show it) and, for a company's rows, announces the
   * save to its consoles (platform/live; pg_notify, delivered at commit).
   */
  private async write(
    db: Db,
    record: Record<string, unknown>,
    exists: boolean,
  ): Promise<EntityRecord | null> {
    const def = this.definition;
    const colNames = Object.keys(def.columns);
    const skip = new Set([
      'id',
      'status',
      'company_id',
      ...colNames,
      ...(def.virtualFields ?? []),
      ...SERVER_OWNED,
    ]);
    const data: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) if (!skip.has(k) && v !== undefined) data[k] = v;
    const colValues = colNames.map((c) => {
      const v = record[c];
      if (v === undefined || v === '') return def.columns[c] === 'json' ? null : (v ?? null);
      return def.columns[c] === 'json' ? JSON.stringify(v) : v;
    });
    const status = record.status ?? 1;
    if (exists) {
      const params: unknown[] = [record.id, status, ...colValues, JSON.stringify(data)];
      const sets = [
        'status = $2',
        ...colNames.map((c, i) => `${q(c)} = $${i + 3}`),
        `data = $${colNames.length + 3}::jsonb`,
        'updated_at = now()',
      ];
      const where = this.tenantCondition(params);
      return this.returning(
        db,
        `UPDATE ${def.table} t SET ${sets.join(', ')} WHERE t.id = $1 AND ${where}`,
        params,
        String(record.id),
      );
    } else {
      // Columns the record leaves out take their database default (e.g. isAdministrator false).
      const present = colNames.map((c, i) => [c, i] as const).filter(([c]) => record[c] !== undefined);
      const cols = ['id', 'status', ...present.map(([c]) => q(c)), 'data'];
      const params: unknown[] = [
        record.id,
        status,
        ...present.map(([, i]) => colValues[i]),
        JSON.stringify(data),
      ];
      if (def.tenant === 'company') {
        cols.push('company_id');
        params.push(this.auth.companyId);
      }
      const placeholders = params.map((_, i) => (cols[i] === 'data' ? `$${i + 1}::jsonb` : `$${i + 1}`));
      return this.returning(
        db,
        `INSERT INTO ${def.table} AS t (${cols.join(', ')}) VALUES (${placeholders.join(', ')})`,
        params,
        String(record.id),
      );
    }
  }

  /** Runs `statement` (an INSERT or UPDATE of row `id` as `t`) with write's RETURNING and announcement. */
  private async returning(
    db: Db,
    statement: string,
    params: unknown[],
    id: string,
  ): Promise<EntityRecord | null> {
    const visible = this.where(params, null);
    let notify = '';
    if (this.definition.tenant === 'company' && this.auth.companyId) {
      params.push(
        liveChannel(db),
        JSON.stringify({
          companyId: this.auth.companyId,
          entity: this.definition.name,
          ids: [id],
          op: 'save',
        }),
      );
      notify = `, pg_notify($${params.length - 1}, $${params.length}) AS wm_notified`;
    }
    const rows = await db.query<Record<string, unknown>>(
      `WITH w AS (${statement} RETURNING ${this.selectList()}, (${visible}) AS wm_visible)
       SELECT w.*${notify} FROM w`,
      params,
    );
    if (!rows[0]?.wm_visible) return null;
    const records = [this.toRecord(rows[0])];
    await this.definition.hooks?.afterLoad?.(this.ctx(db), records);
    return records[0]!;
  }

  async remove(id: string): Promise<EntityRecord> {
    const def = this.definition;
    await this.db.transaction(async (tx) => {
      const existing = await this.load(tx, id, true);
      if (!existing) throw notFound(`${def.name} ${id} not found`);
      await def.hooks?.beforeDelete?.(this.ctx(tx), existing);
      const params: unknown[] = [id];
      const where = this.tenantCondition(params);
      await tx.query(
        `UPDATE ${def.table} t SET status = 3, updated_at = now() WHERE t.id = $1 AND ${where}`,
        params,
      );
      await this.announce(tx, [id], 'remove');
    });
    return (await this.get(id))!;
  }
}
