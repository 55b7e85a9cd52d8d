/** The 37 brands of the demo catalogue, alphabetically (syntax and fields in brand-profile.ts); the data lives in two files. */
import type { BrandProfile } from './brand-profile';
import { BRANDS_A_TO_O } from './brand-profiles-a-o';
import { BRANDS_P_TO_Z } from './brand-profiles-p-z';

export const BRAND_PROFILES: readonly BrandProfile[] = [...BRANDS_A_TO_O, ...BRANDS_P_TO_Z];
