import { DomainError } from '../errors.js';

/**
 * The list fields of a Schedule (service spec 3 "Schedule (recurrence)") are stored as a sum of
 * powers of two. Bit i (value 2^i) stands for:
 *
 * | field     | values       | bit i means              | example                          |
 * |-----------|--------------|--------------------------|----------------------------------|
 * | hours     | 0..23        | hour i (bit 0 = 00:00)   | [0, 9] -> 1 + 512 = 513          |
 * | weekDays  | 0..6         | weekday i (0 = Sunday)   | [1, 5] (Mon, Fri) -> 2 + 32 = 34 |
 * | monthDays | 1..31        | day i + 1 (bit 0 = 1st)  | [1, 31] -> 1 + 2^30              |
 * | months    | 1..12        | month i + 1 (bit 0 = Jan)| [1, 12] -> 1 + 2048 = 2049       |
 * | weeks     | 1..52        | week i + 1 (bit 0 = wk 1)| [52] -> 2^51                     |
 *
 * Weeks need 52 bits, beyond 32-bit bitwise operators, so all maths here is arithmetic on safe integers.
 */
export type BitField = 'hours' | 'weekDays' | 'monthDays' | 'months' | 'weeks';

/** Smallest value, number of values of each field (bit i = value first + i). */
export const BIT_FIELDS: Readonly<Record<BitField, { first: number; count: number }>> = {
  hours: { first: 0, count: 24 },
  weekDays: { first: 0, count: 7 },
  monthDays: { first: 1, count: 31 },
  months: { first: 1, count: 12 },
  weeks: { first: 1, count: 52 },
};

/**
 * Encodes selected values of `field` into the stored sum of powers of two (order and duplicates do
 * not matter). Throws `SCHEDULE_VALUE` '<field> value <v> is out of range <first>..<last>.' for a value
 * that is not an integer of the field's range.
 */
export function encodeBits(values: readonly number[], field: BitField): number {
  const { first, count } = BIT_FIELDS[field];
  const seen = new Set<number>();
  let sum = 0;
  for (const v of values) {
    if (!Number.isInteger(v) || v < first || v >= first + count) {
      throw new DomainError(
        'SCHEDULE_VALUE',
        `${field} value ${String(v)} is out of range ${first}..${first + count - 1}.`,
        { field },
      );
    }
    if (!seen.has(v)) {
      seen.add(v);
      sum += 2 ** (v - first);
    }
  }
  return sum;
}

/**
 * Decodes a stored sum of powers of two into the ascending list of selected values of `field`.
 * null/undefined/0 give []. Throws `SCHEDULE_BITS` '<field> bits <n> are not a valid selection.' for a
 * negative, fractional, or too large number (a bit beyond the field's last value).
 */
export function decodeBits(bits: number | null | undefined, field: BitField): number[] {
  if (bits === null || bits === undefined) return [];
  const { first, count } = BIT_FIELDS[field];
  if (!Number.isSafeInteger(bits) || bits < 0 || bits >= 2 ** count) {
    throw new DomainError('SCHEDULE_BITS', `${field} bits ${String(bits)} are not a valid selection.`, {
      field,
    });
  }
  const out: number[] = [];
  let rest = bits;
  for (let i = 0; rest > 0; i++) {
    if (rest % 2 === 1) out.push(first + i);
    rest = Math.floor(rest / 2);
  }
  return out;
}

/** True when value `value` of `field` is selected in `bits` (false for values outside the field). */
export function hasBit(bits: number | null | undefined, field: BitField, value: number): boolean {
  const { first, count } = BIT_FIELDS[field];
  if (!bits || !Number.isInteger(value) || value < first || value >= first + count) return false;
  return Math.floor(bits / 2 ** (value - first)) % 2 === 1;
}
