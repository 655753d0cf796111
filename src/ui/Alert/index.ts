export { showAlert, preloadAlerts, closeAlerts, confirmAction, confirmDelete, ALERT_TIMER_MS, type AlertOptions, type ConfirmOptions } from './Alert';
export { AlertStyles } from './AlertStyles';
