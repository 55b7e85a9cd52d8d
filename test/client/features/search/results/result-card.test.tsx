import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { ResultCard } from '../../../../../src/client/features/search/results/ResultCard';
import type { Article } from '../../../../../src/shared/contract';
import { WithoutAntdStyles } from '../../../support/test-styles';

afterEach(async () => {
  jest.restoreAllMocks();
  await act(async () => { await i18n.changeLanguage('en'); });
});

/** The demo article (docs/behaviour.md, Demo catalogue); each test changes what its fixture row changes. */
const DEMO: Article = {
  brand: 'Siemens', artnr: '6ES7214-1AG40-0XB0', artnrt4: '6es72141ag400xb0', to_artnrt4: '6es72141ag400xb0',
  name: 'SIMATIC S7-1200, CPU 1214C, DC/DC/DC', onstock: 37, delivery_time_weeks: 2, listprice: '398,00', discount: 32,
  discountgroup: 's7a', metalsur: null, base_unit: 'pc', moq: 1, weight: 0.415, weightunit: 'kg', ctn: '85371091', origin: 'DE',
};

function renderCard(changes: Partial<Article> = {}) {
  return render(<ResultCard article={{ ...DEMO, ...changes }} />, { wrapper: WithoutAntdStyles });
}

/**
 * The value shown under a label, exactly. Intl's no-break spaces (pinned in formats.test.ts) read
 * as plain spaces here.
 */
function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return (term.nextElementSibling?.textContent ?? '').replace(/\u00a0/g, ' ');
}

function discountGroupHint(): HTMLElement {
  const term = screen.getByText('Discount group', { selector: 'dt' });
  return within(term.nextElementSibling as HTMLElement).getByRole('img');
}

/** Hover an element and return the text of the tooltip that opens. */
async function tooltipOf(element: HTMLElement): Promise<string> {
  await userEvent.hover(element);
  const tooltip = await screen.findByRole('tooltip');
  return (tooltip.textContent ?? '').replace(/\u00a0/g, ' ');
}

const GROUP_NOTE = (group: string) => `Your prices are agreed per discount group. This article belongs to group ${group}.`;
const NEGATIVE_DISCOUNT = 'Negative discount: a surcharge of 70 % is added to the list price.';
const ON_REQUEST_NOTE = 'No discount is agreed for this article, so your price is on request.';
const MISSING_GROUP = 'This article is not assigned to a discount group.';
const METAL_SURCHARGE = 'A metal surcharge based on current metal prices is added to this price.';
const ESTIMATED_PRICE = 'This article is priced per cm². The price shown is an estimate; the final price depends on the size you order.';

describe('<ResultCard/> (docs/behaviour.md, Results)', () => {
  it('shows the demo article: list 398 €, 32 %, own price 270,64 € (docs/behaviour.md, Demo catalogue)', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Siemens 6ES7214-1AG40-0XB0' });
    expect(within(card).getByText('Siemens')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('6ES7214-1AG40-0XB0');
    expect(within(card).getByText('SIMATIC S7-1200, CPU 1214C, DC/DC/DC')).toBeInTheDocument();
    expect(valueOf('List price')).toBe('398 €');
    expect(valueOf('Discount')).toBe('32 %');
    expect(valueOf('Your price')).toBe('270,64 €');
    expect(valueOf('MOQ')).toBe('1');
    expect(valueOf('Weight')).toBe('0,42 kg');
    expect(valueOf('Customs code')).toBe('85371091');
    expect(valueOf('Country of origin')).toBe('DE');
  });

  it('shows the discount group upper-cased, with the group note as its tooltip', async () => {
    renderCard();
    expect(valueOf('Discount group')).toBe('S7A');
    expect(discountGroupHint()).toHaveAccessibleName(GROUP_NOTE('S7A'));
    expect(await tooltipOf(discountGroupHint())).toBe(GROUP_NOTE('S7A'));
  });

  describe('stock or delivery time', () => {
    it('onstock 0: the delivery-time note and no stock count (6ES7214-1AG31-0XB0)', () => {
      renderCard({ artnr: '6ES7214-1AG31-0XB0', onstock: 0, delivery_time_weeks: 8 });
      expect(screen.getByText('Delivery time: 8 weeks')).toBeInTheDocument();
      expect(screen.queryByText(/on stock/)).not.toBeInTheDocument();
    });

    it('onstock 0 with 1 week: the singular', () => {
      renderCard({ onstock: 0, delivery_time_weeks: '1' });
      expect(screen.getByText('Delivery time: 1 week')).toBeInTheDocument();
    });

    it('onstock 0 without delivery weeks: the delivery time is on request', () => {
      renderCard({ onstock: 0, delivery_time_weeks: '' });
      expect(screen.getByText('Delivery time on request')).toBeInTheDocument();
    });

    it('onstock 1: the singular unit, plus the delivery weeks for larger quantities', () => {
      renderCard({ onstock: 1, delivery_time_weeks: 2 });
      expect(screen.getByText('1 piece on stock')).toBeInTheDocument();
      expect(screen.getByText('Larger quantities: delivery time 2 weeks')).toBeInTheDocument();
      expect(screen.queryByText(/^Delivery time/)).not.toBeInTheDocument();
    });

    it('onstock "120" and weeks "1" as strings (Sick 1040764): the plural with 120', () => {
      renderCard({ brand: 'Sick', artnr: '1040764', onstock: '120', delivery_time_weeks: '1', listprice: '89,50', discount: 25, weight: 0.02 });
      expect(screen.getByText('120 pieces on stock')).toBeInTheDocument();
      expect(screen.getByText('Larger quantities: delivery time 1 week')).toBeInTheDocument();
      expect(valueOf('Your price')).toBe('67,13 €');
      expect(valueOf('Weight')).toBe('0,02 kg');
    });

    it('onstock 5000 (Wago 2002-1201): the count in German format, MOQ 100, 6 g', () => {
      renderCard({ brand: 'Wago', artnr: '2002-1201', onstock: 5000, delivery_time_weeks: 1, listprice: '0,62', discount: 40, moq: 100, weight: 6, weightunit: 'g' });
      expect(screen.getByText('5.000 pieces on stock')).toBeInTheDocument();
      expect(valueOf('List price')).toBe('0,62 €');
      expect(valueOf('Your price')).toBe('0,37 €');
      expect(valueOf('MOQ')).toBe('100');
      expect(valueOf('Weight')).toBe('6 g');
    });
  });

  it('discount null (Omron E3Z-D61 2M): "on request" instead of an own price', async () => {
    renderCard({ brand: 'Omron', artnr: 'E3Z-D61 2M', onstock: 0, delivery_time_weeks: 5, listprice: '61,20', discount: null, discountgroup: 'om-x' });
    expect(valueOf('Your price')).toBe('on request');
    expect(valueOf('Discount')).toBe(' - ');
    expect(valueOf('List price')).toBe('61,20 €');
    // The list price is the only amount on the card.
    expect(screen.getAllByText(/€/)).toHaveLength(1);
    expect(valueOf('Discount group')).toBe('OM-X');
    expect(await tooltipOf(discountGroupHint())).toBe(`${GROUP_NOTE('OM-X')}${ON_REQUEST_NOTE}`);
  });

  it('discount -70 (Rechner KAS-80-A14-S): a surcharge, warned about inside the discount group tooltip', async () => {
    renderCard({ brand: 'Rechner', artnr: 'KAS-80-A14-S', onstock: 4, delivery_time_weeks: 3, listprice: '149,00', discount: -70, discountgroup: 're', weight: 48, weightunit: 'g' });
    expect(valueOf('List price')).toBe('149 €');
    expect(valueOf('Discount')).toBe('-70 %');
    expect(valueOf('Your price')).toBe('253,30 €');
    expect(valueOf('Discount group')).toBe('RE');
    expect(valueOf('Weight')).toBe('48 g');
    const hint = discountGroupHint();
    expect(hint).toHaveClass('result-card__hint--warning');
    const tooltip = await tooltipOf(hint);
    expect(tooltip).toContain(GROUP_NOTE('RE'));
    expect(tooltip).toContain(NEGATIVE_DISCOUNT);
  });

  it('a positive discount carries no negative-discount warning', async () => {
    renderCard();
    expect(discountGroupHint()).not.toHaveClass('result-card__hint--warning');
    expect(await tooltipOf(discountGroupHint())).not.toContain('Negative discount');
  });

  it('metalsur 999 (Turck RKC 4.4T-5/TEL): the metal surcharge warning', async () => {
    renderCard({ brand: 'Turck', artnr: 'RKC 4.4T-5/TEL', metalsur: 999, listprice: '27,80', discount: 28, discountgroup: 'tu', weight: 0.21 });
    const warning = screen.getByRole('note', { name: `Metal surcharge: ${METAL_SURCHARGE}` });
    expect(warning).toHaveTextContent('Metal surcharge');
    expect(await tooltipOf(warning)).toBe(METAL_SURCHARGE);
    expect(valueOf('Your price')).toBe('20,02 €');
  });

  it.each([[null], [0], [998]])('metalsur %p: no metal surcharge warning', (metalsur) => {
    renderCard({ metalsur });
    expect(screen.queryByText('Metal surcharge')).not.toBeInTheDocument();
  });

  it('base unit cm² (Phoenix 0828734): the estimated-price warning, and " - " for the missing weight, customs code and origin', async () => {
    renderCard({
      brand: 'Phoenix Contact', artnr: '0828734', onstock: 9, listprice: '0,85', discount: 30, discountgroup: 'ph', base_unit: 'cm²',
      weight: null, weightunit: null, ctn: null, origin: null,
    });
    const warning = screen.getByRole('note', { name: `Estimated price: ${ESTIMATED_PRICE}` });
    expect(await tooltipOf(warning)).toBe(ESTIMATED_PRICE);
    expect(valueOf('Weight')).toBe(' - ');
    expect(valueOf('Customs code')).toBe(' - ');
    expect(valueOf('Country of origin')).toBe(' - ');
    expect(valueOf('Your price')).toBe('0,60 €');
  });

  it('base unit pc: no estimated-price warning', () => {
    renderCard();
    expect(screen.queryByText('Estimated price')).not.toBeInTheDocument();
  });

  it('an empty discount group (Balluff BES 516-300-S135-S4) has its own tooltip', async () => {
    renderCard({ brand: 'Balluff', artnr: 'BES 516-300-S135-S4', listprice: '54,90', discount: null, discountgroup: '' });
    expect(valueOf('Discount group')).toBe(' - ');
    const hint = discountGroupHint();
    expect(hint).toHaveClass('result-card__hint--warning');
    expect(hint).toHaveAccessibleName(`${MISSING_GROUP} ${ON_REQUEST_NOTE}`);
    expect(await tooltipOf(hint)).toBe(`${MISSING_GROUP}${ON_REQUEST_NOTE}`);
    expect(valueOf('Your price')).toBe('on request');
  });

  it.each([
    [1.2, 'lb', '1.2 lb'], // Steute ES 95 1S/1Ö: other units as given
    [195, 'g', '195 g'],
    [0.415, 'kg', '0,42 kg'],
  ])('weight %p %s is shown as %p', (weight, weightunit, text) => {
    renderCard({ weight, weightunit });
    expect(valueOf('Weight')).toBe(text);
  });

  it('MOQ null is " - "', () => {
    renderCard({ moq: null });
    expect(valueOf('MOQ')).toBe(' - ');
  });

  it('a list price that cannot be parsed shows " - " for both prices', () => {
    renderCard({ listprice: 'abc' });
    expect(valueOf('List price')).toBe(' - ');
    expect(valueOf('Your price')).toBe(' - ');
    expect(valueOf('Discount')).toBe('32 %');
  });

  it('the copy button copies the article number', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Copy article number 6ES7214-1AG40-0XB0' }));
    expect(writeText).toHaveBeenCalledWith('6ES7214-1AG40-0XB0');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it.each([
    ['de', 'Listenpreis', 'Ihr Preis', 'auf Anfrage', '1 Stück auf Lager', 'Größere Mengen: Lieferzeit 2 Wochen'],
    ['fr', 'Prix catalogue', 'Votre prix', 'sur demande', '1 pièce en stock', 'Quantités plus importantes : délai de livraison de 2 semaines'],
    ['es', 'Precio de tarifa', 'Su precio', 'bajo consulta', '1 unidad en stock', 'Cantidades mayores: plazo de entrega de 2 semanas'],
  ])('speaks %s', async (language, listPrice, yourPrice, onRequest, onStock, larger) => {
    await act(async () => { await i18n.changeLanguage(language); });
    renderCard({ onstock: 1, discount: null });
    expect(screen.getByText(listPrice, { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText(yourPrice, { selector: 'dt' }).nextElementSibling).toHaveTextContent(onRequest);
    expect(screen.getByText(onStock)).toBeInTheDocument();
    expect(screen.getByText(larger)).toBeInTheDocument();
  });
});
