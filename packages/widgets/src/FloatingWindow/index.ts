export {
  defaultFloatingWindowLabels,
  FloatingWindow,
  type FloatingWindowLabels,
  type FloatingWindowProps,
} from './FloatingWindow';
export { type FloatingWindowMode, useFloatingWindowState } from './useFloatingWindowState';
