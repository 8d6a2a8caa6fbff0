/**
 * The OData-like filter language of the entity API (design.md section 3), parsed to a tree and
 * compiled to parameterised SQL over a per-entity field whitelist. Nothing of the input ever reaches
 * the SQL text except whitelisted column expressions; every value is a `$n` parameter.
 *
 * Grammar:
 *   expr       := and ('or' and)*
 *   and        := unary ('and' unary)*
 *   unary      := 'not' unary | '(' expr ')' | call | comparison
 *   call       := ('contains' | 'startswith' | 'endswith') '(' path ',' string ')'
 *   comparison := path op literal | literal op path      op := eq ne gt ge lt le
 *   literal    := 'string' ('' escapes a quote) | number | true | false | null
 *               | ISO datetime (2026-11-01T08:00:00Z or 2026-11-01) | datetime'...'
 *   path       := name ('/' name)*   (a '.' is accepted as a separator too)
 *
 * Errors are {@link FilterError}s (HTTP 400) with messages such as
 * "Unknown field 'passwordHash' in filter" or "Unexpected token ')' at position 12".
 */

export type FieldType = 'string' | 'number' | 'boolean' | 'datetime' | 'date';

/** A filterable/sortable field: the SQL expression (trusted, from the entity definition) and its type. */
export interface FilterField {
  sql: string;
  type: FieldType;
}

export type Literal =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'datetime'; value: string };

export type ComparisonOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

export type FilterNode =
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'not'; operand: FilterNode }
  | { kind: 'compare'; op: ComparisonOp; field: string; value: Literal; position: number }
  | {
      kind: 'call';
      fn: 'contains' | 'startswith' | 'endswith';
      field: string;
      value: string;
      position: number;
    };

/** A bad filter or orderby (HTTP 400). */
export class FilterError extends Error {
  readonly statusCode = 400;
}

type Token =
  | { t: 'ident'; v: string; pos: number }
  | { t: 'string'; v: string; pos: number }
  | { t: 'number'; v: number; raw: string; pos: number }
  | { t: 'datetime'; v: string; pos: number }
  | { t: 'lparen' | 'rparen' | 'comma'; v: string; pos: number }
  | { t: 'end'; v: string; pos: number };

const MAX_FILTER_LENGTH = 20000;
const MAX_DEPTH = 100;
const DATETIME_RE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?/;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    // Positions are 1-based so that messages read naturally.
    const pos = i + 1;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else if (c === '(') {
      tokens.push({ t: 'lparen', v: c, pos });
      i++;
    } else if (c === ')') {
      tokens.push({ t: 'rparen', v: c, pos });
      i++;
    } else if (c === ',') {
      tokens.push({ t: 'comma', v: c, pos });
      i++;
    } else if (c === "'") {
      let out = '';
      i++;
      for (;;) {
        if (i >= input.length) throw new FilterError(`Unterminated string starting at position ${pos}`);
        const d = input[i]!;
        if (d === "'") {
          if (input[i + 1] === "'") {
            out += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        out += d;
        i++;
      }
      tokens.push({ t: 'string', v: out, pos });
    } else if (/[0-9-]/.test(c)) {
      const rest = input.slice(i);
      const dt = DATETIME_RE.exec(rest);
      if (dt && dt[0].length >= 10 && !/[0-9A-Za-z_.]/.test(rest[dt[0].length] ?? '')) {
        tokens.push({ t: 'datetime', v: dt[0], pos });
        i += dt[0].length;
        continue;
      }
      const m = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(rest);
      if (!m) throw new FilterError(`Unexpected character '${c}' at position ${pos}`);
      if (/[A-Za-z_]/.test(rest[m[0].length] ?? '')) {
        throw new FilterError(`Unexpected character '${rest[m[0].length]}' at position ${pos + m[0].length}`);
      }
      tokens.push({ t: 'number', v: Number(m[0]), raw: m[0], pos });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*([/.][A-Za-z_][A-Za-z0-9_]*)*/.exec(input.slice(i))!;
      const word = m[0];
      i += word.length;
      if (word.toLowerCase() === 'datetime' && input[i] === "'") {
        const end = input.indexOf("'", i + 1);
        if (end < 0) throw new FilterError(`Unterminated string starting at position ${i + 1}`);
        tokens.push({ t: 'datetime', v: input.slice(i + 1, end), pos });
        i = end + 1;
        continue;
      }
      tokens.push({ t: 'ident', v: word, pos });
    } else {
      throw new FilterError(`Unexpected character '${c}' at position ${pos}`);
    }
  }
  tokens.push({ t: 'end', v: '', pos: input.length + 1 });
  return tokens;
}

const OPS = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const FUNCS = new Set(['contains', 'startswith', 'endswith']);
const KEYWORDS = new Set(['and', 'or', 'not', 'true', 'false', 'null', ...OPS]);

function describe(tok: Token): string {
  return tok.t === 'end' ? 'end of filter' : `token '${tok.t === 'string' ? `'${tok.v}'` : tok.v}'`;
}

/** Parses a filter expression into a tree; throws {@link FilterError} naming the problem and its position. */
export function parseFilter(input: string): FilterNode {
  if (input.length > MAX_FILTER_LENGTH)
    throw new FilterError(`Filter is too long (at most ${MAX_FILTER_LENGTH} characters)`);
  const tokens = tokenize(input);
  let p = 0;
  let depth = 0;
  const peek = () => tokens[p]!;
  const next = () => tokens[p++]!;
  const isWord = (tok: Token, w: string) => tok.t === 'ident' && tok.v.toLowerCase() === w;
  const fail = (tok: Token): never => {
    if (tok.t === 'end') throw new FilterError(`Unexpected end of filter at position ${tok.pos}`);
    throw new FilterError(`Unexpected ${describe(tok)} at position ${tok.pos}`);
  };

  const literal = (tok: Token): Literal | null => {
    if (tok.t === 'string') return { kind: 'string', value: tok.v };
    if (tok.t === 'number') return { kind: 'number', value: tok.v };
    if (tok.t === 'datetime') return { kind: 'datetime', value: tok.v };
    if (isWord(tok, 'true')) return { kind: 'boolean', value: true };
    if (isWord(tok, 'false')) return { kind: 'boolean', value: false };
    if (isWord(tok, 'null')) return { kind: 'null' };
    return null;
  };
  const isField = (tok: Token) => tok.t === 'ident' && !KEYWORDS.has(tok.v.toLowerCase());

  const expr = (): FilterNode => {
    if (++depth > MAX_DEPTH) throw new FilterError('Filter is nested too deeply');
    let left = andExpr();
    while (isWord(peek(), 'or')) {
      next();
      left = { kind: 'or', left, right: andExpr() };
    }
    depth--;
    return left;
  };
  const andExpr = (): FilterNode => {
    let left = unary();
    while (isWord(peek(), 'and')) {
      next();
      left = { kind: 'and', left, right: unary() };
    }
    return left;
  };
  const unary = (): FilterNode => {
    const tok = peek();
    if (isWord(tok, 'not')) {
      next();
      if (++depth > MAX_DEPTH) throw new FilterError('Filter is nested too deeply');
      const operand = unary();
      depth--;
      return { kind: 'not', operand };
    }
    if (tok.t === 'lparen') {
      next();
      const inner = expr();
      const close = next();
      if (close.t !== 'rparen') {
        if (close.t === 'end') throw new FilterError(`Missing ')' for '(' at position ${tok.pos}`);
        fail(close);
      }
      return inner;
    }
    if (tok.t === 'ident' && FUNCS.has(tok.v.toLowerCase()) && tokens[p + 1]?.t === 'lparen') {
      next();
      next();
      const f = next();
      if (!isField(f)) fail(f);
      const comma = next();
      if (comma.t !== 'comma') fail(comma);
      const s = next();
      if (s.t !== 'string') {
        if (s.t === 'end') fail(s);
        throw new FilterError(`${tok.v} expects a 'string' at position ${s.pos}`);
      }
      const close = next();
      if (close.t !== 'rparen') fail(close);
      return {
        kind: 'call',
        fn: tok.v.toLowerCase() as 'contains',
        field: f.v as string,
        value: s.v as string,
        position: f.pos,
      };
    }
    return comparison();
  };
  const comparison = (): FilterNode => {
    const first = next();
    let field: Token;
    let value: Literal;
    let op: ComparisonOp;
    const flip: Record<ComparisonOp, ComparisonOp> = {
      eq: 'eq',
      ne: 'ne',
      gt: 'lt',
      ge: 'le',
      lt: 'gt',
      le: 'ge',
    };
    if (isField(first)) {
      field = first;
      const opTok = next();
      if (opTok.t !== 'ident' || !OPS.has(opTok.v.toLowerCase())) {
        if (opTok.t === 'end')
          throw new FilterError(
            `Expected an operator (eq ne gt ge lt le) after '${first.v}' at position ${opTok.pos}`,
          );
        throw new FilterError(
          `Expected an operator (eq ne gt ge lt le) but found ${describe(opTok)} at position ${opTok.pos}`,
        );
      }
      op = opTok.v.toLowerCase() as ComparisonOp;
      const valTok = next();
      const lit = literal(valTok);
      if (!lit) {
        if (valTok.t === 'end')
          throw new FilterError(`Expected a value after '${opTok.v}' at position ${valTok.pos}`);
        if (isField(valTok))
          throw new FilterError(`Expected a value but found field '${valTok.v}' at position ${valTok.pos}`);
        fail(valTok);
      }
      value = lit!;
    } else {
      const lit = literal(first);
      if (!lit) fail(first);
      const opTok = next();
      if (opTok.t !== 'ident' || !OPS.has(opTok.v.toLowerCase())) fail(opTok);
      const f = next();
      if (!isField(f)) fail(f);
      field = f;
      value = lit!;
      op = flip[String(opTok.v).toLowerCase() as ComparisonOp];
    }
    return { kind: 'compare', op, field: String(field.v), value, position: field.pos };
  };

  if (peek().t === 'end') throw new FilterError('Filter is empty');
  const tree = expr();
  const rest = peek();
  if (rest.t !== 'end') fail(rest);
  return tree;
}

/** Normalises a field path: `user.userName` and `user/userName` are the same field. */
export function normaliseFieldPath(path: string): string {
  return path.replace(/\./g, '/');
}

const SQL_OPS: Record<ComparisonOp, string> = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' };

/**
 * Compiles a parsed filter to a SQL boolean expression over `fields` (the whitelist: field name ->
 * trusted SQL expression and type). Values become parameters appended to `params` (so `$n` numbering
 * continues after the caller's own parameters). Throws {@link FilterError} for unknown fields and for
 * values of the wrong type.
 */
export function compileFilter(
  node: FilterNode,
  fields: Record<string, FilterField>,
  params: unknown[],
): string {
  const lookup = (name: string, position: number): FilterField => {
    const key = normaliseFieldPath(name);
    const f = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!f) throw new FilterError(`Unknown field '${name}' in filter at position ${position}`);
    return f;
  };
  const param = (v: unknown, cast: string) => {
    params.push(v);
    return `$${params.length}::${cast}`;
  };
  const walk = (n: FilterNode): string => {
    switch (n.kind) {
      case 'and':
      case 'or':
        return `(${walk(n.left)} ${n.kind.toUpperCase()} ${walk(n.right)})`;
      case 'not':
        return `(NOT COALESCE(${walk(n.operand)}, false))`;
      case 'call': {
        const f = lookup(n.field, n.position);
        if (f.type !== 'string')
          throw new FilterError(`${n.fn} needs a text field; '${n.field}' is a ${f.type}`);
        const escaped = n.value.replace(/[\\%_]/g, (m) => `\\${m}`);
        const pattern =
          n.fn === 'contains' ? `%${escaped}%` : n.fn === 'startswith' ? `${escaped}%` : `%${escaped}`;
        return `(${f.sql} ILIKE ${param(pattern, 'text')})`;
      }
      case 'compare': {
        const f = lookup(n.field, n.position);
        const v = n.value;
        if (v.kind === 'null') {
          if (n.op === 'eq') return `(${f.sql} IS NULL)`;
          if (n.op === 'ne') return `(${f.sql} IS NOT NULL)`;
          throw new FilterError(`Operator '${n.op}' cannot compare with null (field '${n.field}')`);
        }
        const sqlOp = SQL_OPS[n.op];
        const expected = (what: string) =>
          new FilterError(`Field '${n.field}' is a ${f.type}; expected ${what} at position ${n.position}`);
        let rhs: string;
        switch (f.type) {
          case 'string':
            if (v.kind === 'string' || v.kind === 'datetime') rhs = param(v.value, 'text');
            else if (v.kind === 'number') rhs = param(String(v.value), 'text');
            else throw expected('a string');
            break;
          case 'number': {
            let num: number;
            if (v.kind === 'number') num = v.value;
            else if (v.kind === 'string' && v.value.trim() !== '' && Number.isFinite(Number(v.value)))
              num = Number(v.value);
            else throw expected('a number');
            rhs = param(num, 'double precision');
            break;
          }
          case 'boolean':
            if (v.kind !== 'boolean') throw expected('true or false');
            rhs = param(v.value, 'boolean');
            break;
          case 'datetime':
          case 'date': {
            if (v.kind !== 'datetime' && v.kind !== 'string') throw expected('a date or datetime');
            const ms = Date.parse(v.value);
            if (!DATETIME_RE.test(v.value) || Number.isNaN(ms)) {
              throw new FilterError(`Invalid datetime '${v.value}' for field '${n.field}'`);
            }
            rhs =
              f.type === 'date'
                ? param(v.value.slice(0, 10), 'date')
                : param(new Date(ms).toISOString(), 'timestamptz');
            break;
          }
        }
        return `(${f.sql} ${sqlOp} ${rhs})`;
      }
    }
  };
  return walk(node);
}

/**
 * Parses `orderby` ('name asc, code desc') against the whitelist and returns the SQL ORDER BY list.
 * Unknown fields or directions are a {@link FilterError}.
 */
export function compileOrderBy(input: string, fields: Record<string, FilterField>): string {
  const parts = input
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (parts.length === 0) throw new FilterError('orderby is empty');
  if (parts.length > 10) throw new FilterError('orderby has too many fields (at most 10)');
  return parts
    .map((part) => {
      const m = /^([A-Za-z_][A-Za-z0-9_]*(?:[/.][A-Za-z_][A-Za-z0-9_]*)*)(?:\s+(asc|desc))?$/i.exec(part);
      if (!m) throw new FilterError(`Invalid orderby '${part}': expected 'field asc' or 'field desc'`);
      const key = normaliseFieldPath(m[1]!);
      const f = Object.hasOwn(fields, key) ? fields[key] : undefined;
      if (!f) throw new FilterError(`Unknown field '${m[1]}' in orderby`);
      const dir = (m[2] ?? 'asc').toUpperCase();
      return `${f.sql} ${dir} NULLS LAST`;
    })
    .join(', ');
}
