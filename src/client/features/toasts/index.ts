/** What other features and the app use of the toasts. */
export { createToasts, getToasts, TOASTS, type ToastKind, type Toasts, type ToastService } from './toast';
export { ToastHost } from './ToastHost';
export { ToastsContext, useToasts } from './toasts-context';
