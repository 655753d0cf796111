export { ToastHost, showLoading, resolveToast, showToast, dismissToasts, DATA_TOAST_MS, type ToastId } from './Toast';
