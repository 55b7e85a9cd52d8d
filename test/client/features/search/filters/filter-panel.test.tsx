import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILTER_SKELETON_ROWS } from '../../../../../src/client/config/constants';
import { FilterPanel } from '../../../../../src/client/features/search/filters/FilterPanel';
import {
  filtersChanged, replacementResultsReceived, searchFailed, searchStarted, similarResultsReceived,
} from '../../../../../src/client/features/search/search-slice';
import { createTestStore, renderWithStore, type TestState } from '../../../support/test-store';
import { resultsWith } from './filter-kit';


const BRANDS = [
  { brand: 'Wago', count: 5000 },
  { brand: 'Sick', count: 1234567 },
  { brand: 'Pilz', count: 12 },
];

function renderPanel(state: TestState = {}) {
  const test = createTestStore(state);
  renderWithStore(<FilterPanel />, test.store);
  return test;
}

/** Sends search events to the store the panel is rendered in. */
function send(store: ReturnType<typeof createTestStore>['store'], ...actions: Parameters<typeof store.dispatch>[0][]) {
  act(() => { for (const action of actions) store.dispatch(action); });
}

const brandBox = (name: string) => screen.getByRole('checkbox', { name });
const brandBoxes = () => within(screen.getByRole('group', { name: 'Brands' })).getAllByRole('checkbox');
const stockSwitch = () => screen.getByRole('switch', { name: /^On stock/ });

describe('<FilterPanel/> brand boxes (docs/behaviour.md, Filters)', () => {
  it('shows one box per brand in the results, labelled with its count in German number format', () => {
    const { store } = renderPanel();
    send(store, resultsWith(BRANDS, 42));
    expect(brandBoxes().map((box) => box.closest('label')?.textContent)).toEqual(['Wago (5.000)', 'Sick (1.234.567)', 'Pilz (12)']);
    expect(brandBox('Wago (5.000)')).not.toBeChecked();
    expect(brandBox('Wago (5.000)')).toBeEnabled();
  });

  it('ticks the brands in the brand filter', () => {
    const { store } = renderPanel();
    send(store, resultsWith(BRANDS), filtersChanged({ brands: ['Sick'] }));
    expect(brandBox('Sick (1.234.567)')).toBeChecked();
    expect(brandBox('Wago (5.000)')).not.toBeChecked();
  });

  it('ticking and unticking a box raises filtersChanged with the new brand list', async () => {
    const { store, actions } = renderPanel();
    send(store, resultsWith(BRANDS));
    await userEvent.click(brandBox('Wago (5.000)'));
    expect(actions).toContainEqual(filtersChanged({ brands: ['Wago'] }));
    expect(brandBox('Wago (5.000)')).toBeChecked();

    await userEvent.click(brandBox('Pilz (12)'));
    expect(actions).toContainEqual(filtersChanged({ brands: ['Wago', 'Pilz'] }));

    await userEvent.click(brandBox('Wago (5.000)'));
    expect(actions.at(-1)).toEqual(filtersChanged({ brands: ['Pilz'] }));
    expect(store.getState().search.filter__brands).toEqual(['Pilz']);
  });

  it('a single brand in the results is ticked and cannot be unticked', () => {
    const { store } = renderPanel();
    send(store, resultsWith([{ brand: 'Wago', count: 3 }]));
    expect(brandBox('Wago (3)')).toBeChecked();
    expect(brandBox('Wago (3)')).toBeDisabled();
  });

  it('disables every box in a replacement search', () => {
    const { store } = renderPanel();
    send(store, replacementResultsReceived({ articles: [], brands: BRANDS, onStock: 2, query: 'sic6es7', originBrand: 'Siemens' }));
    expect(brandBoxes()).toHaveLength(3);
    for (const box of brandBoxes()) expect(box).toBeDisabled();
  });

  it('keeps the boxes usable for articles close to a number that found nothing (the server filters them)', async () => {
    const { store, actions } = renderPanel();
    send(store, similarResultsReceived({ articles: [], brands: BRANDS, onStock: 2, query: '1AG40-0XB0' }));
    for (const box of brandBoxes()) expect(box).toBeEnabled();
    await userEvent.click(brandBox('Pilz (12)'));
    expect(actions).toContainEqual(filtersChanged({ brands: ['Pilz'] }));
  });

  it('disables every box on a search error', () => {
    // searchFailed clears the brands, so the state of an error with brands still listed is set directly.
    renderPanel({ search: { searchErrorType: 'server_error', brands_in_results: BRANDS } });
    for (const box of brandBoxes()) expect(box).toBeDisabled();
  });

  it('after a failed search it has no brands to show', () => {
    const { store } = renderPanel();
    send(store, resultsWith(BRANDS), searchFailed({ errorType: 'no_results', query: 'nothing' }));
    expect(screen.getByText('No brands available')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says "No brands available" when the results have no brands', () => {
    renderPanel();
    expect(screen.getByText('No brands available')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it(`shows ${FILTER_SKELETON_ROWS} skeleton rows instead of the boxes while loading`, () => {
    const { store } = renderPanel();
    send(store, resultsWith(BRANDS, 4), searchStarted());
    const loading = screen.getByRole('status', { name: 'Loading filters …' });
    expect(loading.querySelectorAll('.ant-skeleton-paragraph > li')).toHaveLength(6);
    expect(FILTER_SKELETON_ROWS).toBe(6);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText('No brands available')).not.toBeInTheDocument();
  });
});

describe('<FilterPanel/> on-stock toggle (docs/behaviour.md, Filters)', () => {
  it('is labelled "On stock" with the on-stock count in German number format', () => {
    const { store } = renderPanel();
    send(store, resultsWith(BRANDS, 5000));
    expect(screen.getByRole('switch', { name: 'On stock (5.000)' })).not.toBeChecked();
    expect(stockSwitch()).toBeEnabled();
  });

  it('raises filtersChanged({ onstock }) when switched on and off', async () => {
    const { store, actions } = renderPanel();
    send(store, resultsWith(BRANDS, 7));
    await userEvent.click(stockSwitch());
    expect(actions.at(-1)).toEqual(filtersChanged({ onstock: true }));
    expect(stockSwitch()).toBeChecked();
    await userEvent.click(stockSwitch());
    expect(actions.at(-1)).toEqual(filtersChanged({ onstock: false }));
    expect(stockSwitch()).not.toBeChecked();
  });

  it('can be switched with its label', async () => {
    const { store, actions } = renderPanel();
    send(store, resultsWith(BRANDS, 7));
    await userEvent.click(screen.getByText('On stock'));
    expect(actions.at(-1)).toEqual(filtersChanged({ onstock: true }));
  });

  it('shows the on-stock filter as it is in the state', () => {
    const { store } = renderPanel();
    send(store, resultsWith(BRANDS, 7), filtersChanged({ onstock: true }));
    expect(stockSwitch()).toBeChecked();
  });

  it('is disabled when no article is on stock', async () => {
    const { store, actions } = renderPanel();
    send(store, resultsWith(BRANDS, 0));
    expect(screen.getByRole('switch', { name: 'On stock (0)' })).toBeDisabled();
    await userEvent.click(stockSwitch());
    expect(actions.map((action) => action.type)).not.toContain(filtersChanged.type);
  });

  it('is disabled while loading', () => {
    const { store } = renderPanel();
    send(store, resultsWith(BRANDS, 9), searchStarted());
    expect(stockSwitch()).toBeDisabled();
  });
});
