import type { z } from 'zod';
import type { Auth } from '../auth/context.js';
import type { Db } from '../db/db.js';
import type { FieldType, FilterField } from '../filter/filter.js';

/** A record on the wire: the spec's field names (camelCase, foreign keys as `employee_id`). */
export type EntityRecord = Record<string, unknown> & { id: string; status: number };

/** Column types: filter/sort types, plus 'json' for jsonb columns that are stored but not filterable. */
export type ColumnType = FieldType | 'json';

/** What hooks get: the caller, the transaction, and repositories of other entities. */
export interface EntityContext {
  auth: Auth;
  db: Db;
  /** The repository of another entity, scoped to the same caller. */
  repo(name: string): EntityRepository;
}

/** Hooks an entity may declare; throw an HttpError to refuse (e.g. 409 'Pin 1234 is already assigned'). */
export interface EntityHooks {
  /**
   * Extra row restriction beyond the tenant scope (e.g. a user without Platform:View:Employee sees
   * only their own employee). `p(value)` adds a parameter and returns its placeholder. Return null for none.
   */
  scope?(auth: Auth, p: (value: unknown) => string): string | null;
  /** Adjusts or checks the merged record before it is stored. `existing` is null on insert. */
  beforeSave?(
    ctx: EntityContext,
    record: Record<string, unknown>,
    existing: EntityRecord | null,
    input: Record<string, unknown>,
  ): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Runs after the row is written, in the same transaction (e.g. role assignments). */
  afterSave?(
    ctx: EntityContext,
    saved: EntityRecord,
    input: Record<string, unknown>,
    existing: EntityRecord | null,
  ): Promise<void>;
  /** Decorates loaded records in place (e.g. Employee.roleIds from user_role). */
  afterLoad?(ctx: EntityContext, records: EntityRecord[]): Promise<void>;
  /** Runs before the soft delete. */
  beforeDelete?(ctx: EntityContext, existing: EntityRecord): Promise<void>;
}

/**
 * An entity of the generic entity API (design.md section 3). Register it through a ServerModule
 * (see apps/server/src/platform/README.md). The table has `id text PRIMARY KEY`, `company_id`,
 * `status smallint`, `data jsonb`, `created_at`, `updated_at`, plus the real `columns` named exactly
 * as the API fields (quoted in SQL when camelCase).
 */
export interface EntityDefinition {
  /** API name, e.g. 'Location' (GET /api/Location). */
  name: string;
  /** Further paths, e.g. ['v2.1/Location']. */
  aliases?: string[];
  table: string;
  /**
   * 'company': rows carry company_id and are scoped to the caller's company.
   * 'company-self': the company table itself (scoped by id; global sees all, partners their customers).
   * 'partner': rows carry partner_id (discount codes): global administrators all, a partner
   *   administrator only its own (inserts take its partner id), everyone else nothing.
   * 'partner-self': the partner table itself: global all, a partner only its own row (creating
   *   partners is for global administrators), everyone else nothing.
   */
  tenant: 'company' | 'company-self' | 'partner' | 'partner-self';
  /** Real columns besides id, status, company_id (filterable and sortable unless type 'json'). */
  columns: Record<string, ColumnType>;
  /** Filterable fields kept inside `data` (string, number or boolean only). */
  jsonFields?: Record<string, 'string' | 'number' | 'boolean'>;
  /** Further filterable fields with a trusted SQL expression over alias `t` (e.g. a sub-select). */
  extraFields?: Record<string, FilterField>;
  /** Fields computed by hooks, never stored in `data` (e.g. roleIds, user, password). */
  virtualFields?: string[];
  /**
   * Validates one input record. Must be STRICT (`z.strictObject`, `BaseRecordSchema.extend`): registration
   * throws otherwise, and a record with a field the schema does not name is refused with a 400.
   */
  schema: z.ZodType;
  /** Any one of these privileges allows reading; [] = every user of the company. */
  view: readonly string[];
  /**
   * Callers without a `view` privilege may still read, limited by `hooks.scope` to their own rows
   * (Employee, User). Without this flag a scope only narrows what `view` holders see.
   */
  viewOwn?: boolean;
  /** Any one of these privileges allows saving and deleting. */
  edit: readonly string[];
  /** Fields hidden unless includeSensitiveData and the caller may see them (`sensitiveTo`, default `edit`). */
  sensitive?: readonly string[];
  sensitiveTo?: readonly string[];
  /** A unique column used to find the record when the input has no id (Resource upserts by key). */
  naturalKey?: string;
  /**
   * Text fields `search` looks in (API field names: columns, string jsonFields or extraFields);
   * default: every string column.
   */
  searchFields?: readonly string[];
  /** ORDER BY used when the query has none (an orderby string over the whitelist). */
  defaultOrderBy?: string;
  /**
   * Relations `expand` may follow beyond the convention: name -> entity (e.g. { logo: 'File' }). By
   * convention `expand=location` follows `location_id` to the entity named 'Location'.
   */
  expand?: Record<string, string>;
  /**
   * Lists of items `expand` may fill (e.g. Location media): name -> the entity the items point to,
   * where an item keeps the id ('id' or 'file.id'), and the item field that receives the record
   * (expand=media adds `file` to each media item). Only records the caller may read are added.
   */
  expandItems?: Record<string, { entity: string; idPath: 'id' | 'file.id'; into: string }>;
  /**
   * True when `hooks.afterSave` never changes the saved row nor what `afterLoad` computes for it
   * (e.g. it only writes an audit row): `save` then answers the row its write returned instead of
   * reading it again after the commit (issue 18: one statement less per save). An entity without an
   * afterSave hook is treated so whatever this says.
   */
  savedRowFinal?: boolean;
  /**
   * True when `hooks.beforeSave` (and every rule composed onto it) reads only stored fields of
   * `existing`, never what `afterLoad` adds: `save` then reads the stored row it locks without
   * running `afterLoad` on it (issue 10 section 6: a scheduler drag saves without three lookups
   * whose answers it would throw away). `existing` still carries every stored field.
   */
  existingUndecorated?: boolean;
  hooks?: EntityHooks;
}

/** Options of a list read (already validated). */
export interface ListOptions {
  filter?: string | undefined;
  orderby?: string | undefined;
  top?: number | undefined;
  /** Rows to leave out before the first (paging with `top`). */
  skip?: number | undefined;
  /** Words that must each appear (case-insensitive) in one of the entity's search fields. */
  search?: string | undefined;
  /** Fields to send (comma list; id always); checked against the entity's fields. */
  select?: string | undefined;
  expand?: string | undefined;
  includeInactiveData?: boolean;
  includeDeletedData?: boolean;
  includeSensitiveData?: boolean;
}

/** CRUD on one entity, scoped to the caller's company in one place (repository.ts). */
/**
 * A read that locks its rows (SELECT ... FOR UPDATE) inside the caller's transaction. A record so
 * read may be handed to `save` as `existing` in the same transaction, which then does not read it
 * again (issue 18: one round trip less for a clock OUT).
 */
export interface ReadLock {
  forUpdate: true;
}

export interface EntityRepository {
  readonly definition: EntityDefinition;
  list(options?: ListOptions, lock?: ReadLock): Promise<EntityRecord[]>;
  /** One record of the caller's scope (any status), or null. */
  get(
    id: string,
    options?: { includeSensitiveData?: boolean },
    lock?: ReadLock,
  ): Promise<EntityRecord | null>;
  /** The records of these ids in the caller's scope (any status; sensitive fields stripped). */
  getMany(ids: readonly string[]): Promise<EntityRecord[]>;
  /**
   * Inserts (new or absent id) or updates (id in the caller's company); returns the saved record.
   * `options.existing`: the stored record as this repository's caller read it with a ReadLock in
   * the same transaction, by the same caller and scope; used instead of reading it again (anything
   * else is ignored and the record is read as usual).
   */
  save(input: Record<string, unknown>, options?: { existing?: EntityRecord | null }): Promise<EntityRecord>;
  /** Soft delete (status 3); 404 when not in scope. */
  remove(id: string): Promise<EntityRecord>;
}
