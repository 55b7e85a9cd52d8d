/**
 * The demo's brand data (docs/behaviour.md, Brands): what the demo seeding writes into the brands
 * tables. Nothing else reads it: the server answers from its database, and the SPA asks the server.
 */
import type { CanonicalBrand } from '../../../shared/brands/brand-mapping';
import brandData from './brand-data.json';

export const DEMO_BRANDS: readonly CanonicalBrand[] = brandData as CanonicalBrand[];
