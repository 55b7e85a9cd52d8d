import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import i18n from 'i18next';
import { Provider } from 'react-redux';
import { SearchBox } from '../../../../src/client/features/header/SearchBox';
import { WelcomeBox } from '../../../../src/client/features/home/WelcomeBox';
import { searchFocusRequested } from '../../../../src/client/features/search/search-slice';
import { contentReceived } from '../../../../src/client/features/content';
import { SUPPORTED_LANGUAGES } from '../../../../src/client/i18n/i18n';
import { FAQ_IDS, type ContentTextKey, type FaqId } from '../../../../src/shared/content-keys';
import { parseLanguage } from '../../../../src/shared/languages';
import { DEMO_CONTENT, DEMO_ORDER_EMAIL } from '../../support/demo-content';
import { createTestStore, type TestState } from '../../support/test-store';
import { WithoutAntdStyles } from '../../support/test-styles';

afterEach(async () => {
  await act(async () => { await i18n.changeLanguage('en'); });
});

const BRANDS = ['ABB', 'Pepperl+Fuchs', 'Weidmüller', 'Schneider Electric', 'Sick'];

const text = (key: string, lng = 'en') => i18n.getResource(lng, 'translation', key) as string;
/** A text of the distributor's as GET /api/content gives it. */
const content = (key: ContentTextKey, lng = 'en') => DEMO_CONTENT.content.texts[key][parseLanguage(lng)];
const question = (id: FaqId, lng = 'en') => content(`faq.${id}.question`, lng);
const CONTACT_MAILTO = `mailto:${DEMO_ORDER_EMAIL}`;

/** The welcome box in a small real store, with the brand list loaded unless the state says otherwise. */
function renderWelcome(state: TestState = {}) {
  const test = createTestStore({ ...state, session: { pricetool_brands: BRANDS, brandsLoading: false, ...state.session } });
  render(
    <Provider store={test.store}>
      <ConfigProvider>
        <SearchBox />
        <WelcomeBox />
      </ConfigProvider>
    </Provider>,
    { wrapper: WithoutAntdStyles },
  );
  return test;
}

const faqRegion = (lng = 'en') => screen.getByRole('region', { name: text('home.faq.title', lng) });
const brandRegion = () => screen.getByRole('region', { name: 'Brands in pricetool' });

/** Opens an FAQ entry and returns its answer's panel. */
async function openFaq(id: FaqId, lng = 'en'): Promise<HTMLElement> {
  const header = within(faqRegion(lng)).getByRole('tab', { name: question(id, lng) });
  await userEvent.click(header);
  expect(header).toHaveAttribute('aria-expanded', 'true');
  return within(header.closest('.ant-collapse-item') as HTMLElement).getByRole('tabpanel');
}

describe('the welcome box (docs/behaviour.md, Start page)', () => {
  it('welcomes the customer', () => {
    renderWelcome();
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to pricetool' })).toBeInTheDocument();
    expect(screen.getByText(/Search our catalogue by article number or brand/)).toBeInTheDocument();
  });

  it('names the three newly added brands', () => {
    renderWelcome();
    expect(screen.getByText('New brands')).toBeInTheDocument();
    expect(screen.getByText(/Contrinex, Rechner and SensoPart/)).toBeInTheDocument();
  });

  it('sends enquiries and orders to the contact address by e-mail', () => {
    renderWelcome();
    expect(screen.getByText('Enquiries and orders')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: DEMO_ORDER_EMAIL });
    expect(link).toHaveAttribute('href', CONTACT_MAILTO);
    expect(link.closest('.welcome-box__notice')).toHaveTextContent(/send your enquiries and orders by e-mail/);
  });

  it('the start-search button asks for the search box: it takes focus and glows', async () => {
    const { store, actionTypes } = renderWelcome();
    expect(store.getState().search.focusRequest).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Start a search' }));
    expect(actionTypes()).toContain(searchFocusRequested.type);
    expect(searchFocusRequested.type).toBe('search/searchFocusRequested');
    expect(store.getState().search.focusRequest).toBe(1);
    const input = screen.getByRole('combobox', { name: 'Search by article number or brand' });
    expect(input).toHaveFocus();
    expect(input.closest('[data-glowing]')).toHaveAttribute('data-glowing', 'true');
  });
});

describe('the welcome brand list (docs/behaviour.md, Start page)', () => {
  it('lists every brand as one list (its 2, 3 or 4 columns are checked in the browser, screens.e2e)', () => {
    renderWelcome();
    const items = within(brandRegion()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(BRANDS);
    expect(within(brandRegion()).getByRole('list')).toHaveClass('welcome-brands');
  });

  it('says so when there are no brands', () => {
    renderWelcome({ session: { pricetool_brands: [] } });
    expect(within(brandRegion()).getByText('No brands available')).toBeInTheDocument();
    expect(within(brandRegion()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows a skeleton while the brands are loading', () => {
    renderWelcome({ session: { brandsLoading: true } });
    const status = within(brandRegion()).getByRole('status', { name: 'Loading brands …' });
    expect(status.querySelector('.ant-skeleton')).not.toBeNull();
    expect(within(brandRegion()).queryByText('ABB')).not.toBeInTheDocument();
  });

  it('renders names as sanitised HTML: markup kept, scripts and images dropped', () => {
    const alert = jest.fn();
    window.alert = alert;
    renderWelcome({ session: { pricetool_brands: ['Pepperl+Fuchs', 'Evil<img src=x onerror=alert(1)>Brand', 'Wago<sup>®</sup>', 'A&B <script>alert(2)</script>'] } });
    const items = within(brandRegion()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Pepperl+Fuchs', 'EvilBrand', 'Wago®', 'A&B ']);
    expect(brandRegion().querySelector('img, script, [onerror]')).toBeNull();
    expect(items[2].querySelector('sup')).toHaveTextContent('®');
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('the FAQ (docs/behaviour.md, Start page)', () => {
  it('has exactly 12 questions in an accordion', () => {
    renderWelcome();
    const headers = within(faqRegion()).getAllByRole('tab');
    expect(headers).toHaveLength(12);
    expect(headers.map((header) => header.textContent)).toEqual(FAQ_IDS.map((id) => question(id)));
  });

  it('opening a question shows its answer, and opening another closes it', async () => {
    renderWelcome();
    const order = await openFaq('order');
    expect(order).toBeVisible();
    expect(order).toHaveTextContent(/article number and quantity/);
    expect(within(order).getByRole('link', { name: DEMO_ORDER_EMAIL })).toHaveAttribute('href', CONTACT_MAILTO);
    await openFaq('moq');
    expect(within(faqRegion()).getByRole('tab', { name: question('order') })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['stock', /refreshed every 3 hours/],
    ['warehouse', /warehouse near Frankfurt/],
    ['delivery', /estimates for delivery within Germany/],
    ['catalogue', /holds over 800\.000 articles/],
    ['notShop', /no basket/],
    ['onRequest', /No price has been agreed/],
    ['replacements', /discontinued or cannot be found.*'SIC'/],
    ['alternatives', /other brands/],
    ['moq', /minimum order quantity/],
    ['customs', /customs tariff number and the country of origin/],
    ['languages', /English, German, French and Spanish/],
  ] as Array<[FaqId, RegExp]>)('the answer to "%s" says %p', async (id, fact) => {
    renderWelcome();
    expect(await openFaq(id)).toHaveTextContent(fact);
  });

  // Counts are in German number format whatever the interface language, as every count the tool shows.
  it('gives the exact catalogue size, in German number format in every language, once it is known', async () => {
    renderWelcome({ session: { total_articles: 812345 } });
    expect(await openFaq('catalogue')).toHaveTextContent('The catalogue holds 812.345 articles');
    for (const language of ['de', 'fr', 'es']) {
      await act(async () => { await i18n.changeLanguage(language); });
      expect(within(faqRegion(language)).getByText(/812\.345/)).toBeInTheDocument();
    }
  });

  it('speaks German after a change of language', async () => {
    renderWelcome();
    await act(async () => { await i18n.changeLanguage('de'); });
    expect(text('home.faq.title', 'de')).toBe('Häufig gestellte Fragen');
    const headers = within(faqRegion('de')).getAllByRole('tab');
    expect(headers.map((header) => header.textContent)).toEqual(FAQ_IDS.map((id) => question(id, 'de')));
    expect(screen.getByRole('button', { name: 'Suche starten' })).toBeInTheDocument();
    expect(await openFaq('stock', 'de')).toHaveTextContent(/alle 3 Stunden/);
  });
});

describe('the default texts', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has every FAQ entry, and no entry left in English', (language) => {
    for (const id of FAQ_IDS) {
      expect(question(id, language)).toEqual(expect.any(String));
      expect(content(`faq.${id}.answer`, language)).toEqual(expect.any(String));
      if (language !== 'en') expect(content(`faq.${id}.answer`, language)).not.toBe(content(`faq.${id}.answer`));
    }
  });

  it.each(SUPPORTED_LANGUAGES)('%s: the translations hold none of them any more (they are the distributor\'s, served by the API)', (language) => {
    const translations = JSON.stringify(i18n.getResourceBundle(language, 'translation'));
    expect(translations).not.toMatch(/Contrinex|Frankfurt|@example\.com/);
  });
});

describe('the distributor\'s texts (docs/behaviour.md, Texts and addresses)', () => {
  /** The demo content with some keys changed, as a new answer of GET /api/content. */
  function imported(texts: Partial<Record<ContentTextKey, string>>, settings: Record<string, string> = {}) {
    const changed = Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, { EN: value, DE: `${value} (de)`, FR: value, ES: value }]));
    act(() => contentReceived({
      etag: '"changed"',
      content: { texts: { ...DEMO_CONTENT.content.texts, ...changed }, settings: { ...DEMO_CONTENT.content.settings, ...settings } },
    }));
  }

  it('shows a new copy at once, in the language shown', async () => {
    renderWelcome();
    imported({ 'newBrands.text': 'Now with Balluff and Turck.', 'welcome.title': 'Welcome to ACME' }, { 'order.email': 'orders@acme.test' });
    expect(screen.getByText('Now with Balluff and Turck.')).toBeInTheDocument();
    expect(screen.queryByText(/Contrinex/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to ACME' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'orders@acme.test' })).toHaveAttribute('href', 'mailto:orders@acme.test');
    await act(async () => { await i18n.changeLanguage('de'); });
    expect(screen.getByText('Now with Balluff and Turck. (de)')).toBeInTheDocument();
  });

  it('renders the safe markup as elements and any other as plain text, never as HTML', () => {
    const alert = jest.fn();
    window.alert = alert;
    renderWelcome();
    imported({ 'welcome.text': 'Plain <b>bold</b> and <i>italic</i><br/>next line <img src=x onerror=alert(1)>' });
    const lead = document.querySelector('.welcome-box__lead') as HTMLElement;
    expect(lead.querySelector('strong')).toHaveTextContent('bold');
    expect(lead.querySelector('em')).toHaveTextContent('italic');
    expect(lead.querySelector('br')).not.toBeNull();
    expect(lead.querySelector('img, [onerror]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('links to no address while the distributor has set none', () => {
    renderWelcome();
    imported({}, { 'order.email': '' });
    const notice = screen.getByText('Enquiries and orders').closest('.welcome-box__notice') as HTMLElement;
    expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
    expect(notice).toHaveTextContent(/send your enquiries and orders by e-mail/);
  });
});
