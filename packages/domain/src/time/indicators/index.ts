export {
  DISCREPANCY_SOURCES,
  enteredServerDifferenceSeconds,
  exemptIndicators,
  faceCaptureIndicator,
  gpsIndicators,
  type IndicatorBatch,
  type IndicatorRecord,
  isAllocated,
  isDiscrepancy,
  isIncomplete,
  isManualEdit,
  lifecycleIndicator,
  sourceIndicator,
} from './rules.js';
export { findOverlappingIds } from './overlap.js';
export {
  INDICATOR_TAG_IDS,
  type IndicatorContext,
  type IndicatorTag,
  type IndicatorTagId,
  type IndicatorTone,
  indicatorTags,
} from './tags.js';
