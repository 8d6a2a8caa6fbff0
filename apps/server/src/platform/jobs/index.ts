export { type Clock, systemClock } from './clock.js';
export {
  type EnqueueOptions,
  type Job,
  type JobContext,
  type JobHandler,
  Jobs,
  type JobsOptions,
  type PeriodicTask,
} from './jobs.js';
