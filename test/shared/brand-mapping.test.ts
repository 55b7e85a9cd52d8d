import { DEMO_BRANDS } from '../../src/server/catalogue/demo/demo-brands';
import {
  buildBrandMapping,
  soldBrandNames,
  brandKey,
} from '../../src/shared/brands/brand-mapping';
import type { BrandMessage, CanonicalBrand } from '../../src/shared/brands/brand-mapping';
import { SUPPLIER_PREFIXES } from '../../src/shared/supplier-prefixes';
import { LANGUAGES } from '../../src/shared/languages';

const mapping = buildBrandMapping(DEMO_BRANDS);

/** Every name (canonical or alias) of a brand. */
const namesOf = (b: CanonicalBrand): string[] => [b.brand, ...b.aliases];

/** The text of one language of a brand's info, or '' when there is none. */
function infoText(brand: string, lang: (typeof LANGUAGES)[number]): string {
  const entry = DEMO_BRANDS.find((b) => b.brand === brand);
  const info = entry?.info;
  if (info === null || info === undefined) return '';
  if (typeof info === 'string') return info;
  return info[lang] ?? '';
}

/** Drops whitespace (including no-break spaces) before a percent sign: "+5 %" -> "+5%". */
const tightPercent = (s: string): string => s.replace(/\s+%/g, '%');

const SOLD = [
  'ABB', 'Autonics', 'Balluff', 'Banner', 'Baumer', 'Beckhoff', 'Bernstein', 'Carlo Gavazzi', 'Contrinex',
  'Crouzet', 'Di-soric', 'Eaton', 'Euchner', 'Finder', 'ifm electronic', 'Leuze', 'Murrelektronik', 'Omron',
  'Panasonic', 'Pepperl+Fuchs', 'Phoenix Contact', 'Pilz', 'Rechner', 'Schmersal', 'Schneider Electric',
  'SensoPart', 'Siemens', 'Sick', 'Steute', 'Telemecanique', 'Turck', 'Wago', 'Weidmüller', 'Wenglor', 'Werma',
  'Wieland', 'Yaskawa',
];

const KUEBLER_SPELLINGS = [
  'Kübler', 'Kuebler', 'Kubler', 'Fritz Kübler', 'Kübler Group',
  'KSR Kübler', 'KSR Kuebler', 'KSR Kubler',
  'Kübler Schweiz', 'Kuebler Schweiz', 'Kübler AG',
];

describe('brand data', () => {
  it('has canonical names that are non-empty, trimmed and do not start with a digit', () => {
    for (const b of DEMO_BRANDS) {
      expect(b.brand).toBe(b.brand.trim());
      expect(b.brand).not.toBe('');
      expect(b.brand).not.toMatch(/^\d/);
    }
  });

  it('has only valid in_PT and message values', () => {
    const messages: BrandMessage[] = ['', 'not_sell_this_brand', 'send_inquiry_via_email'];
    for (const b of DEMO_BRANDS) {
      expect(['yes', '']).toContain(b.in_PT);
      expect(messages).toContain(b.message);
      expect(Array.isArray(b.aliases)).toBe(true);
    }
  });

  it('lists every canonical brand once', () => {
    const keys = DEMO_BRANDS.map((b) => brandKey(b.brand));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has no key claimed by two canonical brands', () => {
    const owner = new Map<string, string>();
    const collisions: string[] = [];
    for (const b of DEMO_BRANDS) {
      for (const name of namesOf(b)) {
        const key = brandKey(name);
        const previous = owner.get(key);
        if (previous !== undefined && previous !== b.brand) collisions.push(`${key}: ${previous} / ${b.brand}`);
        else owner.set(key, b.brand);
      }
    }
    expect(collisions).toEqual([]);
  });

  it('has no alias that is another canonical brand', () => {
    const canonical = new Map(DEMO_BRANDS.map((b) => [brandKey(b.brand), b.brand]));
    for (const b of DEMO_BRANDS) {
      for (const alias of b.aliases) {
        const other = canonical.get(brandKey(alias));
        if (other !== undefined) expect(other).toBe(b.brand);
      }
    }
  });

  it('has aliases that are trimmed and at least 3 characters long', () => {
    for (const b of DEMO_BRANDS) {
      for (const alias of b.aliases) {
        expect(alias).toBe(alias.trim());
        expect(alias.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  // ifm writes its own name in three lower-case letters, which are also its supplier prefix. A
  // prefix is only stripped from a longer number, so "ifm" alone is safely the brand.
  it('uses none of the 32 supplier prefixes as a name, but ifm, the brand\'s own short name', () => {
    const prefixes = new Set(SUPPLIER_PREFIXES.map((p) => brandKey(p)));
    expect(prefixes.size).toBe(32);
    const offending = DEMO_BRANDS.flatMap(namesOf).filter((n) => prefixes.has(brandKey(n)));
    expect(offending).toEqual(['ifm']);
  });

  it('builds a mapping with more than 150 keys', () => {
    expect(Object.keys(mapping).length).toBeGreaterThan(150);
  });

  it('has plain-text info with non-empty EN, DE, FR and ES', () => {
    for (const b of DEMO_BRANDS) {
      if (b.info === null) continue;
      expect(typeof b.info).toBe('object');
      for (const lang of LANGUAGES) {
        const text = infoText(b.brand, lang);
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(/<[a-z/][^>]*>/i);
      }
    }
  });
});

describe('sold brands', () => {
  const sold = soldBrandNames(DEMO_BRANDS);

  it.each(SOLD)('%s is sold under exactly this spelling', (name) => {
    expect(sold).toContain(name);
    expect(mapping[brandKey(name)]).toMatchObject({ brand: name, in_PT: 'yes' });
  });

  it.each(SOLD.filter((n) => n !== 'Yaskawa'))('%s has no message', (name) => {
    expect(mapping[brandKey(name)].message).toBe('');
  });

  it('Yaskawa asks for an inquiry by e-mail', () => {
    expect(mapping[brandKey('Yaskawa')].message).toBe('send_inquiry_via_email');
  });

  it('is sorted case-insensitively', () => {
    const sorted = [...sold].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(sold).toEqual(sorted);
  });
});

describe('brand messages', () => {
  it.each<[string, BrandMessage]>([
    ['Belden', 'not_sell_this_brand'],
    ['Danfoss', 'not_sell_this_brand'],
    ['Festo', 'not_sell_this_brand'],
    ['Harting', 'not_sell_this_brand'],
    ['Lenze', 'not_sell_this_brand'],
    ['SMC', 'not_sell_this_brand'],
    ['Wika', 'not_sell_this_brand'],
    ['Rittal', 'not_sell_this_brand'],
    ['Heidenhain', 'not_sell_this_brand'],
    ['Captron', 'send_inquiry_via_email'],
    ['Cognex', 'send_inquiry_via_email'],
    ['JUMO', 'send_inquiry_via_email'],
    ['Lapp', 'send_inquiry_via_email'],
    ['Yaskawa', 'send_inquiry_via_email'],
    ['Vega', 'send_inquiry_via_email'],
    ['Leine+Linde', 'send_inquiry_via_email'],
  ])('%s -> %s', (name, message) => {
    expect(mapping[brandKey(name)]).toBeDefined();
    expect(mapping[brandKey(name)].message).toBe(message);
  });

  it.each(['Belden', 'Danfoss', 'Festo', 'Harting', 'Lenze', 'SMC', 'Wika', 'Rittal', 'Heidenhain'])(
    '%s is not sold',
    (name) => {
      expect(mapping[brandKey(name)].in_PT).toBe('');
    },
  );

  it.each(['Keyence', 'Universal Robots', ...KUEBLER_SPELLINGS])('%s has no message', (name) => {
    expect(mapping[brandKey(name)]).toBeDefined();
    expect(mapping[brandKey(name)].message).toBe('');
  });

  it('is looked up case-insensitively and trimmed', () => {
    expect(mapping[brandKey('  FESTO ')].brand).toBe('Festo');
    expect(mapping[brandKey('jumo')].brand).toBe('JUMO');
  });
});

describe('aliases', () => {
  it.each([
    ['simatic', 'Siemens'],
    ['Sinamics', 'Siemens'],
    ['Siemens AG', 'Siemens'],
    ['vipa', 'Yaskawa'],
    ['Yaskawa VIPA', 'Yaskawa'],
    ['p+f', 'Pepperl+Fuchs'],
    ['Pepperl & Fuchs', 'Pepperl+Fuchs'],
    ['Pepperl Fuchs', 'Pepperl+Fuchs'],
    ['Sick AG', 'Sick'],
    ['SICK Sensor Intelligence', 'Sick'],
    ['ifm', 'ifm electronic'],
    ['IFM', 'ifm electronic'],
    ['ifm efector', 'ifm electronic'],
    ['IFM Electronic', 'ifm electronic'],
    ['Schneider', 'Schneider Electric'],
    ['Square D', 'Schneider Electric'],
    ['Merten', 'Schneider Electric'],
    ['Telemecanique Sensors', 'Telemecanique'],
    ['Weidmuller', 'Weidmüller'],
    ['Weidmueller', 'Weidmüller'],
    ['Phoenix', 'Phoenix Contact'],
    ['Phoenixcontact', 'Phoenix Contact'],
    ['Phönix Contact', 'Phoenix Contact'],
    ['phönix', 'Phoenix Contact'],
    ['Pepperl+Fuchs, Inc.', 'Pepperl+Fuchs'],
    ['Omron Corporation', 'Omron'],
    ['WAGO GmbH & Co. KG', 'Wago'],
    ['di-soric', 'Di-soric'],
    ['disoric', 'Di-soric'],
    ['Moeller', 'Eaton'],
    ['Klockner-Moeller', 'Eaton'],
    ['Cutler-Hammer', 'Eaton'],
    ['ABB Stotz', 'ABB'],
    ['Jokab', 'ABB'],
    ['Leine & Linde', 'Leine+Linde'],
    ['Kuebler', 'Kübler'],
    ['Fritz Kübler', 'Kübler'],
    ['KSR Kuebler', 'KSR Kübler'],
  ])('%s -> %s', (alias, canonical) => {
    expect(mapping[brandKey(alias)]).toBeDefined();
    expect(mapping[brandKey(alias)].brand).toBe(canonical);
  });

  it('maps every alias to the entry of its canonical brand', () => {
    for (const b of DEMO_BRANDS) {
      for (const alias of b.aliases) {
        expect(mapping[brandKey(alias)]).toEqual({ brand: b.brand, in_PT: b.in_PT, message: b.message, info: b.info });
      }
    }
  });

  it('keeps the Kübler companies apart', () => {
    const kuebler = new Set(KUEBLER_SPELLINGS.map((n) => mapping[brandKey(n)].brand));
    expect(kuebler.size).toBe(3);
  });
});

describe('brand notes', () => {
  it.each(['Autonics', 'Contrinex', 'Rechner', 'Steute', 'Heidenhain', 'Leine+Linde', 'Kübler', 'KSR Kübler', 'Yaskawa'])(
    '%s has an info text',
    (name) => {
      expect(mapping[brandKey(name)].info).not.toBeNull();
    },
  );

  describe.each(LANGUAGES)('in %s', (lang) => {
    it('Autonics names the 110 euro shipping surcharge', () => {
      expect(infoText('Autonics', lang)).toContain('110');
    });

    it('Contrinex lists the quantity bonuses', () => {
      const text = tightPercent(infoText('Contrinex', lang));
      for (const [pieces, bonus] of [['10', '5%'], ['25', '10%'], ['50', '15%'], ['100', '18%']]) {
        expect(text).toMatch(new RegExp(`\\b${pieces}\\b[^\\n]*\\+${bonus.replace('%', '')}%`));
      }
    });

    it('Rechner names the -70% surcharge and the 5% discount from 6 pieces', () => {
      const text = tightPercent(infoText('Rechner', lang));
      expect(text).toContain('-70%');
      expect(text).toMatch(/\b5%/);
      expect(text).toMatch(/\b6\b/);
    });

    it('Steute points to the MOQ field', () => {
      expect(infoText('Steute', lang)).toContain('MOQ');
      expect(infoText('Steute', lang)).toMatch(/\b5\b/);
    });

    it('Yaskawa names VIPA', () => {
      expect(infoText('Yaskawa', lang)).toContain('VIPA');
    });

    it('the Kübler notes name the other Kübler companies', () => {
      expect(infoText('Kübler', lang)).toContain('KSR Kübler');
      expect(infoText('KSR Kübler', lang)).toContain('Fritz Kübler');
      expect(infoText('Kübler Schweiz', lang)).toContain('Fritz Kübler');
    });
  });
});
