export {
  TOAST_DURATION_MS,
  type ToastApi,
  type ToastItem,
  ToastProvider,
  type ToastProviderProps,
  type ToastType,
  useToast,
} from './Toast';
