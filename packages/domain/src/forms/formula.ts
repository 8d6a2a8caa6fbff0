import type { AggregateOperation, FormulaOperation, TableRow } from './model.js';

/** 'N/A' as the spec shows it (platform spec 5.2). */
export const NOT_AVAILABLE = 'N/A';

function asNumber(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const s = String(value).trim();
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

function round(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/**
 * A formula field or formula column (platform spec 5.2): plus, minus or multiply of two operands;
 * a non-numeric operand counts as 0; 'N/A' when both are non-numeric.
 */
export function evaluateFormula(
  a: unknown,
  b: unknown,
  operation: FormulaOperation | null | undefined,
): string {
  const x = asNumber(a);
  const y = asNumber(b);
  if (x === null && y === null) return NOT_AVAILABLE;
  const p = x ?? 0;
  const q = y ?? 0;
  const r = operation === 'minus' ? p - q : operation === 'multiply' ? p * q : p + q;
  return String(round(r));
}

/**
 * A table column aggregate (platform spec 5.2): sum, average, min or max over the non-empty
 * cells, after stripping non-numeric characters; 'N/A' when a value is not numeric (or no values).
 */
export function aggregateColumn(values: readonly unknown[], operation: AggregateOperation): string {
  const nums: number[] = [];
  for (const v of values) {
    if (v === null || v === undefined) continue;
    const raw = Array.isArray(v) ? v.join('') : String(v);
    if (raw.trim() === '') continue;
    const stripped = raw.replace(/[^0-9.-]/g, '');
    const n = stripped === '' ? Number.NaN : Number(stripped);
    if (!Number.isFinite(n)) return NOT_AVAILABLE;
    nums.push(n);
  }
  if (nums.length === 0) return NOT_AVAILABLE;
  let r: number;
  switch (operation) {
    case 'sum':
      r = nums.reduce((s, n) => s + n, 0);
      break;
    case 'average':
      r = nums.reduce((s, n) => s + n, 0) / nums.length;
      break;
    case 'min':
      r = Math.min(...nums);
      break;
    case 'max':
      r = Math.max(...nums);
      break;
  }
  return String(round(r));
}

/** The value of column `columnId` in each row (for aggregates). */
export function columnValues(rows: readonly TableRow[], columnId: string): unknown[] {
  return rows.map((r) => r[columnId]);
}
