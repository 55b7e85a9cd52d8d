/**
 * Everything of a generated row but its article number: name, stock, delivery time, price,
 * discount group, surcharge, unit, MOQ, weight, customs code and origin.
 */
import type { CatalogueRow } from '../../store/catalogue-rows';
import type { CompiledBrand, CompiledLine } from './compiled-profiles';
import { weightedTable, type Prng } from './prng';

const WEEKS_ON_STOCK = weightedTable([[1, 6], [2, 3], [3, 1]]);
const WEEKS_NOT_ON_STOCK = weightedTable(
  [3, 8, 8, 7, 6, 5, 4, 4, 3, 3, 2, 2, 2, 1, 1, 1].map((w, i) => [i + 1, w] as const),
);
const MOQ_BULK = weightedTable([[1, 55], [5, 10], [10, 15], [50, 10], [100, 10]]);
const MOQ_NORMAL = weightedTable([[1, 90], [5, 4], [10, 4], [50, 1], [100, 1]]);
const ON_STOCK_SHARE = { bulk: 0.5, normal: 0.4, low: 0.3 } as const;

/** Cents as a list price string: decimal comma, two decimals, no thousands separator. */
export function formatPrice(cents: number): string {
  const rest = cents % 100;
  return `${(cents - rest) / 100},${rest < 10 ? '0' : ''}${rest}`;
}

function priceCents(rng: Prng, line: CompiledLine, factor: number): number {
  const [min, max] = line.family.price;
  const euros = rng.logUniform(min * factor, max * factor, 1.6);
  let cents: number;
  if (euros < 10) cents = Math.round(euros * 100);
  else if (euros < 100) cents = Math.round(euros * 10) * 10;
  else if (euros < 1000 && rng.chance(0.5)) cents = Math.round(euros * 10) * 10;
  else cents = Math.round(euros) * 100;
  return Math.min(1_500_000, Math.max(10, cents));
}

function stockAmount(rng: Prng, kind: 'bulk' | 'normal' | 'low'): number {
  const r = rng.next();
  if (kind === 'low') return r < 0.92 ? Math.floor(rng.logUniform(1, 21)) : rng.int(21, 200);
  if (kind === 'bulk') {
    if (r < 0.55) return Math.floor(rng.logUniform(1, 51));
    return r < 0.92 ? rng.int(51, 999) : rng.int(1000, 9999);
  }
  if (r < 0.8) return Math.floor(rng.logUniform(1, 51));
  return r < 0.985 ? rng.int(51, 500) : rng.int(1000, 5000);
}

function productName(rng: Prng, line: CompiledLine, artnr: string, typeCode: boolean): string {
  let name = line.noun;
  if (line.series) name += ' ' + rng.pick(line.series);
  else if (typeCode) name += ' ' + artnr;
  const specs = line.family.specs;
  for (let i = 0; i < specs.length; i++) name += (i === 0 ? ' ' : ', ') + rng.pick(specs[i]);
  return name;
}

export function buildRow(rng: Prng, brand: CompiledBrand, line: CompiledLine, artnr: string, typeCode: boolean): CatalogueRow {
  const family = line.family;
  const sparse = family.unit === 'cm²';
  const onstock = rng.chance(ON_STOCK_SHARE[family.stock]) ? stockAmount(rng, family.stock) : 0;
  const weeks = rng.weighted(onstock > 0 ? WEEKS_ON_STOCK : WEEKS_NOT_ON_STOCK);
  const listprice = formatPrice(priceCents(rng, line, brand.priceFactor));
  const discountgroup = rng.chance(0.03) ? '' : rng.weighted(line.groups);
  const metalsur = family.metal !== undefined && rng.chance(family.metal) ? 999 : null;
  const moq = rng.chance(0.015) ? null : rng.weighted(family.moq === 'bulk' ? MOQ_BULK : MOQ_NORMAL);
  let weight: number | null = null;
  let weightunit: string | null = null;
  if (!rng.chance(sparse ? 0.6 : 0.015)) {
    const kg = rng.logUniform(family.kg[0], family.kg[1], 1.3);
    if (kg < 2 && rng.chance(brand.gramShare)) {
      weight = Math.max(1, Math.round(kg * 1000));
      weightunit = 'g';
    } else {
      weight = kg < 1 ? Math.max(0.001, Math.round(kg * 1000) / 1000) : Math.round(kg * 100) / 100;
      weightunit = 'kg';
    }
  }
  const ctn = rng.chance(sparse ? 0.4 : 0.015) ? null : rng.pick(family.ctn);
  const origin = rng.chance(sparse ? 0.4 : 0.01) ? null : rng.weighted(brand.origins);
  return {
    brand: brand.name,
    artnr,
    name: productName(rng, line, artnr, typeCode),
    onstock,
    delivery_time_weeks: weeks,
    listprice,
    discountgroup,
    metalsur,
    base_unit: family.unit,
    moq,
    weight,
    weightunit,
    ctn,
    origin,
  };
}
