import { createContext, useContext } from 'react';
import type { ToastService } from './toast';

/** The app's toasts, for its components; App provides them. */
export const ToastsContext = createContext<ToastService | null>(null);

export function useToasts(): ToastService {
  const toasts = useContext(ToastsContext);
  if (!toasts) throw new Error('useToasts needs a <ToastsContext.Provider> above it (App provides one)');
  return toasts;
}
