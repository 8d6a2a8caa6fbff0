export {
  BarChart,
  BudgetDonut,
  type BudgetDonutProps,
  type ChartSeries,
  LineChart,
  PieChart,
  type PieChartProps,
  type SeriesChartProps,
} from './Charts';
export { type BudgetBand, budgetBand, countBudgetBands } from './budget';
export { type ChartColors, useThemeColors } from './useThemeColors';
