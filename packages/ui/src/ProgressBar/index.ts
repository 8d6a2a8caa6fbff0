export { PROGRESS_HIDE_DELAY_MS, ProgressBar, type ProgressBarProps } from './ProgressBar';
