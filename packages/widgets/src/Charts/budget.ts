/** Budget bands of the insight budget pie (time spec 4 "Insight map pins"). */
export type BudgetBand = 'under90' | 'from90to100' | 'over100';

/**
 * Band of a budget use percentage: under 90 %, 90 to 100 % (inclusive), over 100 %.
 * Non-finite input counts as 0 % (an empty budget value counts as zero, time spec 5).
 */
export function budgetBand(percent: number | null | undefined): BudgetBand {
  const p = Number.isFinite(percent) ? (percent as number) : 0;
  if (p < 90) return 'under90';
  if (p <= 100) return 'from90to100';
  return 'over100';
}

/** Counts per band, in band order. */
export function countBudgetBands(
  percents: readonly (number | null | undefined)[],
): Record<BudgetBand, number> {
  const out: Record<BudgetBand, number> = { under90: 0, from90to100: 0, over100: 0 };
  for (const p of percents) out[budgetBand(p)]++;
  return out;
}
