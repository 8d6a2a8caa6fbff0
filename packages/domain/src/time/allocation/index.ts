/** The time allocator (time spec 4 "Allocation", 5 "Allocation, close, process" and "Shift and segment edit"). */
export {
  ALLOCATION_MESSAGES,
  type AllocatableRecord,
  type AllocationSpan,
  allocationSpanOf,
  checkAllocationSelection,
} from './selection.js';
export {
  type AllocationSegment,
  addSegment,
  type DraftSegment,
  draftSegmentsToAllocation,
  initialSegments,
  minuteToMillis,
  moveSegmentEnd,
  removeSegment,
  SEGMENT_MARK_HOURS,
  SEGMENT_MESSAGES,
  SEGMENT_STEP_MINUTES,
  type SegmentDetails,
  type SegmentMark,
  type SegmentMarkHour,
  segmentMarks,
  segmentStartMinute,
  unallocatedMinutes,
  updateSegment,
  validateSegments,
} from './segments.js';
export { type AllocatedPiece, distributeHundredths, splitRecords } from './split.js';
