/**
 * The brand list's maximum height per breakpoint, as docs/behaviour.md (Filters) gives it: 400 px at
 * xs (< 576 px), 100 px at sm (576–767 px), 300 px at md and lg (≥ 768 px). Below md the panel
 * is shown in the top drawer (FilterDrawer), so xs and sm both apply there.
 */
import type { Breakpoint } from 'antd';

/** What antd's Grid.useBreakpoint() reports: which min-width (xs: max-width) queries match. */
export type Screens = Partial<Record<Breakpoint, boolean>>;

export const FILTER_LIST_MAX_HEIGHT_PX = { xs: 400, sm: 100, md: 300, lg: 300 } as const;

/**
 * The height for antd's breakpoint flags (Grid.useBreakpoint). Before antd has measured the
 * screen (the first render, before its layout effect) nothing is set: that counts as md, as
 * isSmallScreen does. Above lg (xl, xxl) no height of their own is set, so lg's holds.
 */
export function filterListMaxHeight(screens: Screens): number {
  if (screens.lg) return FILTER_LIST_MAX_HEIGHT_PX.lg;
  if (screens.md) return FILTER_LIST_MAX_HEIGHT_PX.md;
  if (screens.sm) return FILTER_LIST_MAX_HEIGHT_PX.sm;
  if (screens.xs) return FILTER_LIST_MAX_HEIGHT_PX.xs;
  return FILTER_LIST_MAX_HEIGHT_PX.md;
}

/** Below md the filter panel is behind a button that opens a top drawer (docs/behaviour.md, Filters). */
export function isSmallScreen(screens: Screens): boolean {
  return screens.md === false;
}
