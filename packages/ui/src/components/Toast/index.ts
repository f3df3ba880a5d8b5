export { Toast, toastTones, type ToastAction, type ToastProps, type ToastTone } from './Toast';
export {
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
} from './ToastProvider';
