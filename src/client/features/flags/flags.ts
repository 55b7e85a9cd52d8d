/** Feature flags (docs/behaviour.md, Maintenance and flags) and the seasonal check of the year-end closure banner. */
import { SEASONAL_BREAK } from '../../config/constants';

export interface FeatureFlags {
  beta: boolean;
  christmasBreakBanner: boolean;
  maintenance: boolean;
  replacementSearch: boolean;
}

/**
 * True from 17 December until 1 January of the next year, both days included, in the
 * browser's local time. The date is passed in, so tests choose it.
 */
export function isSeasonalBreak(date: Date): boolean {
  const month = date.getMonth() + 1;
  const day = date.getDate();
  const { startMonth, startDay, endMonth, endDay } = SEASONAL_BREAK;
  return (month === startMonth && day >= startDay) || (month === endMonth && day <= endDay);
}

export function showsChristmasBanner(flags: FeatureFlags, date: Date): boolean {
  return flags.christmasBreakBanner && isSeasonalBreak(date);
}
