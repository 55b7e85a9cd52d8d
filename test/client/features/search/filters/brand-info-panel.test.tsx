import { act, screen } from '@testing-library/react';
import i18n from 'i18next';
import { BrandInfoPanel } from '../../../../../src/client/features/search/filters/BrandInfoPanel';
import { brandNoticesFor, infoText } from '../../../../../src/client/features/search/filters/brand-notices';
import {
  brandNoticeFound, filtersChanged, searchStarted, searchTypeDetected,
} from '../../../../../src/client/features/search/search-slice';
import { brandKey, type BrandEntry } from '../../../../../src/shared/brands/brand-mapping';
import type { Language } from '../../../../../src/shared/languages';
import { createTestStore, renderWithStore, type TestState } from '../../../support/test-store';
import { resultsWith } from './filter-kit';
import { selectBrandMapping } from '../../../../../src/client/features/session';
import { initialSessionState } from '../../../../../src/client/features/session/session-slice';
import { withDemoBrandData } from '../../../support/demo-brand-data';


afterEach(async () => {
  await act(async () => { await i18n.changeLanguage('en'); });
});

/** The mapping the page builds from the demo brand data it holds. */
const MAPPING = selectBrandMapping({ session: withDemoBrandData(initialSessionState) });
const entry = (name: string): BrandEntry => MAPPING[brandKey(name)];

const CONTRINEX_EN = entry('Contrinex').info as { EN: string };
const YASKAWA_INFO = entry('Yaskawa').info as Record<Language, string>;

function renderPanel(state: TestState = {}) {
  const test = createTestStore(state);
  const view = renderWithStore(<BrandInfoPanel />, test.store);
  const send = (...actions: Parameters<typeof test.store.dispatch>[0][]) => {
    act(() => { for (const action of actions) test.store.dispatch(action); });
  };
  return { ...test, ...view, send };
}

const notes = () => screen.queryAllByRole('note');
const panel = () => screen.getByRole('region', { name: 'Notes on brands' });
const searched = (name: string, searchType: 'brand' | 'alternative_brand' = 'alternative_brand') =>
  searchTypeDetected({ searchType, searchedBrand: name, searchedBrandData: MAPPING[brandKey(name)] ?? null });

describe('<BrandInfoPanel/> (docs/behaviour.md, Brands)', () => {
  it('shows nothing when no brand has anything to say', () => {
    const { send, container } = renderPanel();
    send(resultsWith([{ brand: 'Wago', count: 3 }, { brand: 'Siemens', count: 2 }]), filtersChanged({ brands: ['Siemens'] }));
    expect(notes()).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Notes on brands' })).not.toBeInTheDocument();
    expect(container.querySelector('.ant-alert')).toBeNull();
  });

  it('warns that a searched brand is not sold: "Festo: We do not sell this brand"', () => {
    const { send } = renderPanel();
    send(searchStarted(), searched('Festo'));
    expect(notes()).toHaveLength(1);
    expect(notes()[0]).toHaveTextContent(/^Festo: We do not sell this brand$/);
    expect(screen.getByText('Festo: We do not sell this brand')).toBeInTheDocument();
    expect(notes()[0]).toHaveClass('ant-alert-warning');
  });

  it('names the canonical brand when an alias was searched', () => {
    const { send } = renderPanel();
    send(searched('festo didactic'));
    expect(screen.getByText('Festo: We do not sell this brand')).toBeInTheDocument();
  });

  it('asks for enquiries by e-mail, with the brand\'s note: "For Yaskawa: Please send enquiries via email"', () => {
    const { send } = renderPanel();
    send(searched('Yaskawa', 'brand'));
    expect(screen.getByText('For Yaskawa: Please send enquiries via email')).toBeInTheDocument();
    expect(notes()[0]).toHaveTextContent(YASKAWA_INFO.EN);
    expect(notes()[0]).toHaveClass('ant-alert-info');
  });

  it('says nothing about the searched brand in an article search', () => {
    const { send } = renderPanel();
    send(searchTypeDetected({ searchType: 'article', searchedBrand: 'Festo', searchedBrandData: null }));
    expect(notes()).toHaveLength(0);
  });

  it('speaks about the brands selected in the filter', () => {
    const { send } = renderPanel();
    send(
      resultsWith([{ brand: 'Autonics', count: 4 }, { brand: 'Wago', count: 9 }, { brand: 'Steute', count: 1 }]),
      filtersChanged({ brands: ['Autonics', 'Wago', 'Steute'] }),
    );
    expect(notes()).toHaveLength(2);
    expect(notes()[0]).toHaveTextContent((entry('Autonics').info as { EN: string }).EN);
    expect(notes()[1]).toHaveTextContent((entry('Steute').info as { EN: string }).EN);
  });

  it('speaks about the single brand in the results', () => {
    const { send } = renderPanel();
    send(resultsWith([{ brand: 'Contrinex', count: 12 }]));
    expect(notes()).toHaveLength(1);
    expect(panel()).toHaveTextContent(CONTRINEX_EN.EN.replace(/\n/g, ''));
  });

  it('shows the entry the search stored for a single result brand (searchedBrandData)', () => {
    const { send } = renderPanel();
    send(searchTypeDetected({ searchType: 'article', searchedBrand: null, searchedBrandData: null }), brandNoticeFound(entry('Rechner')));
    expect(notes()).toHaveLength(1);
    expect(notes()[0]).toHaveTextContent(/^For 1–5 pieces, a surcharge/);
  });

  it('shows each brand once, however many reasons there are to show it', () => {
    const { send } = renderPanel();
    send(searched('Yaskawa'), resultsWith([{ brand: 'Yaskawa', count: 3 }]), filtersChanged({ brands: ['Yaskawa'] }), brandNoticeFound(entry('Yaskawa')));
    expect(notes()).toHaveLength(1);
    expect(screen.getAllByText('For Yaskawa: Please send enquiries via email')).toHaveLength(1);
  });

  it('turns the newlines of a note into line breaks', () => {
    const { send } = renderPanel();
    send(resultsWith([{ brand: 'Contrinex', count: 12 }]));
    const lines = CONTRINEX_EN.EN.split('\n');
    expect(lines).toHaveLength(5);
    expect(notes()[0].querySelectorAll('br')).toHaveLength(4);
    for (const line of lines) expect(notes()[0]).toHaveTextContent(line);
  });

  it('shows markup in a note as text, never as HTML', () => {
    const alert = jest.fn();
    window.alert = alert;
    const { send } = renderPanel();
    send(brandNoticeFound({ brand: 'Acme', in_PT: 'yes', message: '', info: 'Use <b>care</b>\n<script>alert(1)</script><img src=x onerror="alert(2)">' }));
    const note = notes()[0];
    expect(note).toHaveTextContent('Use <b>care</b>');
    expect(note).toHaveTextContent('<script>alert(1)</script><img src=x onerror="alert(2)">');
    expect(note.querySelector('b, script, img')).toBeNull();
    expect(note.querySelectorAll('br')).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows a note in the interface language', async () => {
    const { send } = renderPanel({ session: { language: 'DE' } });
    await act(async () => { await i18n.changeLanguage('de'); });
    send(searched('Yaskawa'));
    expect(notes()[0]).toHaveTextContent(YASKAWA_INFO.DE);
    expect(notes()[0]).not.toHaveTextContent(YASKAWA_INFO.EN);
    expect(screen.getByText('Für Yaskawa: Bitte senden Sie Ihre Anfragen per E-Mail')).toBeInTheDocument();
  });

  it('falls back to the English note when there is none in the interface language', () => {
    const { send } = renderPanel({ session: { language: 'DE' } });
    send(brandNoticeFound({ brand: 'Acme', in_PT: 'yes', message: '', info: { EN: 'Only in English.' } }));
    expect(notes()[0]).toHaveTextContent(/^Only in English\.$/);
  });

  it('shows a note given as one string in every language', () => {
    const { send } = renderPanel({ session: { language: 'FR' } });
    send(brandNoticeFound({ brand: 'Acme', in_PT: 'yes', message: '', info: 'Same for all.' }));
    expect(notes()[0]).toHaveTextContent(/^Same for all\.$/);
  });

  it.each([
    ['de', 'Festo: Diese Marke führen wir nicht'],
    ['fr', 'Festo : nous ne vendons pas cette marque'],
    ['es', 'Festo: no vendemos esta marca'],
  ])('translates the messages (%s)', async (language, text) => {
    const { send } = renderPanel();
    await act(async () => { await i18n.changeLanguage(language); });
    send(searched('Festo'));
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('brandNoticesFor', () => {
  const sources = { searchType: 'article' as const, searchedBrand: null, searchedBrandData: null, filterBrands: [], brandsInResults: [], brandMapping: MAPPING };

  it.each([
    ['nothing in play', {}, []],
    ['a searched brand (brand search)', { searchType: 'brand', searchedBrand: 'Yaskawa' }, ['Yaskawa']],
    ['a searched alias (alternative_brand)', { searchType: 'alternative_brand', searchedBrand: 'Festo AG' }, ['Festo']],
    ['a searched brand in an article search', { searchedBrand: 'Festo' }, []],
    ['filter brands, in order, those with a notice', { filterBrands: ['Wago', 'Steute', 'Autonics'] }, ['Steute', 'Autonics']],
    ['one brand in the results', { brandsInResults: [{ brand: 'Rechner', count: 1 }] }, ['Rechner']],
    ['two brands in the results', { brandsInResults: [{ brand: 'Rechner', count: 1 }, { brand: 'Steute', count: 1 }] }, []],
    ['searchedBrandData', { searchedBrandData: entry('Lapp') }, ['Lapp']],
    ['the same brand from every source, once', {
      searchType: 'brand', searchedBrand: 'Yaskawa', filterBrands: ['Yaskawa', 'yaskawa'], brandsInResults: [{ brand: 'Yaskawa', count: 2 }], searchedBrandData: entry('Yaskawa'),
    }, ['Yaskawa']],
    ['a brand without message or note', { filterBrands: ['Siemens', 'Keyence'] }, []],
  ])('%s', (_name, changes, expected) => {
    expect(brandNoticesFor({ ...sources, ...changes } as Parameters<typeof brandNoticesFor>[0]).map((e) => e.brand)).toEqual(expected);
  });
});

describe('infoText', () => {
  it.each([
    [null, 'DE', null],
    ['One text', 'FR', 'One text'],
    [{ EN: 'English', DE: 'Deutsch' }, 'DE', 'Deutsch'],
    [{ EN: 'English', DE: 'Deutsch' }, 'ES', 'English'],
    [{ EN: 'English', DE: '' }, 'DE', 'English'],
    [{ EN: '  ' }, 'EN', null],
  ] as const)('%p in %s is %p', (info, language, expected) => {
    expect(infoText(info, language)).toBe(expected);
  });
});
