/** A page of the staff console, as app/console-pages.ts lists them: its address under /admin, its menu entry, its code. */
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';

export interface ConsolePage {
  /** The path under /admin: `customers` is /admin/customers. */
  path: string;
  /** The translation key of its menu entry and heading. */
  labelKey: string;
  icon: ReactNode;
  /** The page, loaded when first opened (React.lazy of a chunk of its own). */
  Component: LazyExoticComponent<ComponentType>;
}
