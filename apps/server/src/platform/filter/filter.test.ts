import { describe, expect, it } from 'vitest';
import { type FilterField, FilterError, compileFilter, compileOrderBy, parseFilter } from './filter.js';

const FIELDS: Record<string, FilterField> = {
  id: { sql: 't.id', type: 'string' },
  name: { sql: 't.name', type: 'string' },
  status: { sql: 't.status', type: 'number' },
  isAdministrator: { sql: 't."isAdministrator"', type: 'boolean' },
  inTimeStamp: { sql: 't."inTimeStamp"', type: 'datetime' },
  'user/userName': { sql: 'u."userName"', type: 'string' },
};

const compile = (f: string) => {
  const params: unknown[] = [];
  const sql = compileFilter(parseFilter(f), FIELDS, params);
  return { sql, params };
};
const err = (f: string) => {
  try {
    compile(f);
  } catch (e) {
    expect(e).toBeInstanceOf(FilterError);
    return (e as Error).message;
  }
  throw new Error(`no error for ${f}`);
};

describe('parseFilter / compileFilter', () => {
  it('compiles comparisons to parameters, never to SQL text', () => {
    expect(compile("name eq 'Head Office'")).toEqual({ sql: '(t.name = $1::text)', params: ['Head Office'] });
    expect(compile('status ne 3').sql).toBe('(t.status <> $1::double precision)');
    expect(compile('status gt 1 and status le 2')).toEqual({
      sql: '((t.status > $1::double precision) AND (t.status <= $2::double precision))',
      params: [1, 2],
    });
  });

  it('keeps an injection attempt inside one string parameter', () => {
    const { sql, params } = compile("name eq 'x'' or 1=1 --'");
    expect(sql).toBe('(t.name = $1::text)');
    expect(params).toEqual(["x' or 1=1 --"]);
  });

  it('honours precedence: and binds tighter than or; parentheses and not', () => {
    expect(compile("id eq 'a' or id eq 'b' and status eq 1").sql).toBe(
      '((t.id = $1::text) OR ((t.id = $2::text) AND (t.status = $3::double precision)))',
    );
    expect(compile("(id eq 'a' or id eq 'b') and not status eq 3").sql).toBe(
      '(((t.id = $1::text) OR (t.id = $2::text)) AND (NOT COALESCE((t.status = $3::double precision), false)))',
    );
  });

  it('handles null, booleans, datetimes, reversed operands, field paths and functions', () => {
    expect(compile('name eq null').sql).toBe('(t.name IS NULL)');
    expect(compile('name ne null').sql).toBe('(t.name IS NOT NULL)');
    expect(compile('isAdministrator eq true')).toEqual({
      sql: '(t."isAdministrator" = $1::boolean)',
      params: [true],
    });
    expect(compile('inTimeStamp ge 2026-11-01T08:00:00Z').params).toEqual(['2026-11-01T08:00:00.000Z']);
    expect(compile("inTimeStamp lt datetime'2026-11-02T00:00:00-07:00'").params).toEqual([
      '2026-11-02T07:00:00.000Z',
    ]);
    expect(compile("inTimeStamp lt '2026-11-02'").params).toEqual(['2026-11-02T00:00:00.000Z']);
    expect(compile('1 lt status').sql).toBe('(t.status > $1::double precision)');
    expect(compile("user/userName eq 'admin'").sql).toBe('(u."userName" = $1::text)');
    expect(compile("user.userName eq 'admin'").sql).toBe('(u."userName" = $1::text)');
    expect(compile("contains(name, '50%_off')")).toEqual({
      sql: '(t.name ILIKE $1::text)',
      params: ['%50\\%\\_off%'],
    });
    expect(compile("startswith(name,'He')").params).toEqual(['He%']);
  });

  it('batches of id lookups (30 ids joined with or) compile', () => {
    const ids = Array.from({ length: 30 }, (_, i) => `id eq 'id-${i}'`).join(' or ');
    const { params } = compile(ids);
    expect(params).toHaveLength(30);
  });

  it('names unknown fields, including ones that exist but are not whitelisted', () => {
    expect(err("passwordHash eq 'x'")).toBe("Unknown field 'passwordHash' in filter at position 1");
    expect(err("name eq 'a' or pin eq '1234'")).toBe("Unknown field 'pin' in filter at position 16");
    expect(err("contains(secret, 'a')")).toContain("Unknown field 'secret'");
  });

  it('names the token and position of malformed input', () => {
    expect(err("name eq 'x')")).toBe("Unexpected token ')' at position 12");
    expect(err("name eq 'x")).toBe('Unterminated string starting at position 9');
    expect(err('name eq')).toBe("Expected a value after 'eq' at position 8");
    expect(err("name like 'x'")).toBe(
      "Expected an operator (eq ne gt ge lt le) but found token 'like' at position 6",
    );
    expect(err("(name eq 'x'")).toBe("Missing ')' for '(' at position 1");
    expect(err("name eq 'x' and")).toBe('Unexpected end of filter at position 16');
    expect(err("name eq 'x'; drop table employee")).toBe("Unexpected character ';' at position 12");
    expect(err('')).toBe('Filter is empty');
    expect(err('name eq name')).toBe("Expected a value but found field 'name' at position 9");
    expect(err('status eq 1abc')).toContain("Unexpected character 'a'");
  });

  it('checks value types against the field type', () => {
    expect(err("status eq 'abc'")).toBe("Field 'status' is a number; expected a number at position 1");
    expect(compile("status eq '2'").params).toEqual([2]);
    expect(err("isAdministrator eq 'yes'")).toContain('expected true or false');
    expect(err("inTimeStamp gt 'yesterday'")).toBe("Invalid datetime 'yesterday' for field 'inTimeStamp'");
    expect(err('name gt null')).toContain("Operator 'gt' cannot compare with null");
    expect(err("contains(status, '1')")).toContain('needs a text field');
  });

  it('refuses absurd nesting and length', () => {
    expect(err(`${'('.repeat(200)}name eq 'a'${')'.repeat(200)}`)).toBe('Filter is nested too deeply');
    expect(err(`${'not '.repeat(200)}name eq 'a'`)).toBe('Filter is nested too deeply');
    expect(err(`name eq '${'a'.repeat(20001)}'`)).toContain('Filter is too long');
  });
});

describe('compileOrderBy', () => {
  it('whitelists fields and directions', () => {
    expect(compileOrderBy('name desc, status', FIELDS)).toBe(
      't.name DESC NULLS LAST, t.status ASC NULLS LAST',
    );
    expect(() => compileOrderBy('passwordHash asc', FIELDS)).toThrow(
      "Unknown field 'passwordHash' in orderby",
    );
    expect(() => compileOrderBy('name; drop table x', FIELDS)).toThrow(
      "Invalid orderby 'name; drop table x'",
    );
    expect(() => compileOrderBy('name sideways', FIELDS)).toThrow('Invalid orderby');
  });
});
