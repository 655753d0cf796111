export { ToastHost, showLoading, resolveToast, showToast, dismissToast, dismissToasts, DATA_TOAST_MS, type ToastId } from './Toast';
