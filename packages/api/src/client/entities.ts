import type { HttpClient, QueryParams } from './http.js';

/**
 * Query options of the generic entity list (contract.md "Entity API", service spec 7): `filter` is the
 * OData-like expression ("status eq 1 and name eq 'x'"), `expand` a list of relations, `top` a row
 * limit, `skip` rows to leave out first (paging), `search` words each found in one of the entity's
 * text fields (case-insensitive), `select` the fields to send (id always; issue 20: lists fetch only
 * the columns they show), `orderby` e.g. 'name desc'. The include flags widen the default status-1-only list.
 * `params` carries entity-specific query values such as Time's `from`/`to` (ISO UTC).
 */
export interface EntityQuery {
  filter?: string;
  expand?: string | readonly string[];
  top?: number;
  skip?: number;
  search?: string;
  select?: string | readonly string[];
  orderby?: string;
  includeInactiveData?: boolean;
  includeDeletedData?: boolean;
  includeSensitiveData?: boolean;
  params?: QueryParams;
}

/** A record as the entity API returns it: an id plus the entity's fields. */
export type EntityRecord = { id: string } & Record<string, unknown>;

const ENTITY_NAME = /^(v\d+\.\d+\/)?[A-Za-z][A-Za-z0-9]*$/;

/** Validates an entity name ('Employee', 'v2.0/Employee'); throws a clear error otherwise. */
export function assertEntityName(entity: string): void {
  if (typeof entity !== 'string' || !ENTITY_NAME.test(entity)) {
    throw new Error(
      `Invalid entity name '${String(entity)}': expected a name like 'Employee' or 'v2.0/Employee'.`,
    );
  }
}

/** Turns an `EntityQuery` into URL query params. Throws on a negative or fractional `top` or `skip`. */
export function entityQueryParams(query: EntityQuery = {}): QueryParams {
  if (query.top !== undefined && (!Number.isInteger(query.top) || query.top < 0)) {
    throw new Error(`Invalid top '${query.top}': expected a whole number of at least 0.`);
  }
  if (query.skip !== undefined && (!Number.isInteger(query.skip) || query.skip < 0)) {
    throw new Error(`Invalid skip '${query.skip}': expected a whole number of at least 0.`);
  }
  const expand = typeof query.expand === 'string' ? query.expand : query.expand?.join(',');
  const select = typeof query.select === 'string' ? query.select : query.select?.join(',');
  const search = query.search?.trim() ? query.search.trim() : undefined;
  return {
    ...query.params,
    filter: query.filter,
    expand,
    top: query.top,
    skip: query.skip || undefined,
    search,
    select,
    orderby: query.orderby,
    includeInactiveData: query.includeInactiveData,
    includeDeletedData: query.includeDeletedData,
    includeSensitiveData: query.includeSensitiveData,
  };
}

function idPath(entity: string, id: string): string {
  if (typeof id !== 'string' || id === '')
    throw new Error(`Invalid id for ${entity}: expected a non-empty string.`);
  return `/${entity}/${encodeURIComponent(id)}`;
}

/**
 * Entity helpers over an `HttpClient` (contract.md "Entity API"): `list` GET /{Entity}, `get`
 * GET /{Entity}/{id} (ApiError 404 when missing), `upsert` POST /{Entity} with one record or an
 * array (returns the saved record or array), `remove` DELETE /{Entity}/{id} (sets status 3).
 * Bad entity names, ids or records throw an Error naming the problem before any request.
 */
export class EntityApi {
  constructor(private readonly http: HttpClient) {}

  list<T = EntityRecord>(entity: string, query?: EntityQuery, signal?: AbortSignal): Promise<T[]> {
    assertEntityName(entity);
    return this.http.get<T[]>(`/${entity}`, entityQueryParams(query), signal);
  }

  get<T = EntityRecord>(entity: string, id: string, query?: EntityQuery): Promise<T> {
    assertEntityName(entity);
    return this.http.get<T>(idPath(entity, id), entityQueryParams(query));
  }

  upsert<T extends object>(entity: string, record: T[]): Promise<T[]>;
  upsert<T extends object>(entity: string, record: T): Promise<T>;
  upsert<T extends object>(entity: string, record: T | T[]): Promise<T | T[]> {
    assertEntityName(entity);
    if (record === null || typeof record !== 'object') {
      throw new Error(`Invalid ${entity} record: expected an object or an array of objects.`);
    }
    if (Array.isArray(record) && record.some((r) => r === null || typeof r !== 'object')) {
      throw new Error(`Invalid ${entity} record: every array item must be an object.`);
    }
    return this.http.post<T | T[]>(`/${entity}`, record);
  }

  remove(entity: string, id: string): Promise<unknown> {
    assertEntityName(entity);
    return this.http.delete<unknown>(idPath(entity, id));
  }
}

/** Quotes a string for a filter expression ('O''Brien'). */
export function filterString(value: string): string {
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** "id eq 'a' or id eq 'b'" for a list of ids (empty list gives ''). */
export function idFilter(ids: readonly string[], field = 'id'): string {
  return ids.map((id) => `${field} eq ${filterString(id)}`).join(' or ');
}
