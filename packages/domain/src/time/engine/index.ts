export { batchTotals, processShifts, roundToIncrement } from './process.js';
export type { BatchTotals, CompletedShift, ProcessInput } from './types.js';
