import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterChips } from '../../../../../src/client/features/search/filters/FilterChips';
import {
  allChipsRemoved, brandChipRemoved, filtersChanged, onStockChipRemoved,
} from '../../../../../src/client/features/search/search-slice';
import { createTestStore, renderWithStore } from '../../../support/test-store';
import { resultsWith } from './filter-kit';


/** The chip strip after a search for which the customer set these filters. */
function renderChips(filters: { brands?: string[]; onstock?: boolean }) {
  const test = createTestStore();
  act(() => {
    test.store.dispatch(resultsWith([{ brand: 'Wago', count: 5000 }, { brand: 'Sick', count: 12 }], 30));
    test.store.dispatch(filtersChanged(filters));
  });
  const view = renderWithStore(<FilterChips />, test.store);
  return { ...test, ...view };
}

const strip = () => screen.getByRole('group', { name: 'Active filters' });
const chipTexts = () => Array.from(strip().querySelectorAll('.ant-tag')).map((chip) => chip.textContent);
const closeButton = (name: string) => within(strip()).getByRole('button', { name });

describe('<FilterChips/> (docs/behaviour.md, Filters)', () => {
  it('shows nothing when no filter is active', () => {
    renderChips({});
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(document.querySelector('.ant-tag')).toBeNull();
  });

  it('shows a chip per brand, one for on stock and a remove-all chip', () => {
    renderChips({ brands: ['Wago', 'Sick'], onstock: true });
    expect(chipTexts()).toEqual(['Wago', 'Sick', 'On stock', 'Remove all filters']);
  });

  it('names every close control after what it removes', () => {
    renderChips({ brands: ['Wago', 'Sick'], onstock: true });
    expect(within(strip()).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Remove filter Wago', 'Remove filter Sick', 'Remove filter On stock', 'Remove all filters',
    ]);
  });

  it('shows the on-stock chip and the remove-all chip for the on-stock filter alone', () => {
    renderChips({ onstock: true });
    expect(chipTexts()).toEqual(['On stock', 'Remove all filters']);
  });

  it('closing a brand chip raises brandChipRemoved(brand) and the chip goes', async () => {
    const { actions } = renderChips({ brands: ['Wago', 'Sick'] });
    await userEvent.click(closeButton('Remove filter Wago'));
    expect(actions.at(-1)).toEqual(brandChipRemoved('Wago'));
    expect(chipTexts()).toEqual(['Sick', 'Remove all filters']);
  });

  it('closing the on-stock chip raises onStockChipRemoved()', async () => {
    const { actions, store } = renderChips({ brands: ['Wago'], onstock: true });
    await userEvent.click(closeButton('Remove filter On stock'));
    expect(actions.at(-1)).toEqual(onStockChipRemoved());
    expect(store.getState().search.filter__onstock).toBe(false);
    expect(chipTexts()).toEqual(['Wago', 'Remove all filters']);
  });

  it('the remove-all chip raises allChipsRemoved() and the strip goes', async () => {
    const { actions } = renderChips({ brands: ['Wago', 'Sick'], onstock: true });
    await userEvent.click(closeButton('Remove all filters'));
    expect(actions.at(-1)).toEqual(allChipsRemoved());
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  // docs/behaviour.md, Filters: the whole chip is the control, not only its ×.
  it.each([
    ['Wago', brandChipRemoved('Wago')],
    ['On stock', onStockChipRemoved()],
    ['Remove all filters', allChipsRemoved()],
  ])('removes its filter when the chip\'s text %p is clicked', async (text, removed) => {
    const { actions } = renderChips({ brands: ['Wago', 'Sick'], onstock: true });
    await userEvent.click(within(strip()).getByText(text));
    expect(actions.at(-1)).toEqual(removed);
  });

  it.each([
    ['Wago', brandChipRemoved('Wago')],
    ['On stock', onStockChipRemoved()],
    ['Remove all filters', allChipsRemoved()],
  ])('removes its filter when the chip\'s text %p is tapped on a touch screen', async (text, removed) => {
    const { actions } = renderChips({ brands: ['Wago', 'Sick'], onstock: true });
    await userEvent.pointer({ keys: '[TouchA]', target: within(strip()).getByText(text) });
    expect(actions.at(-1)).toEqual(removed);
  });

  it.each([['{Enter}'], [' ']])('removes the chip with the focus on %p', async (key) => {
    const { actions } = renderChips({ brands: ['Wago', 'Sick'], onstock: true });
    await userEvent.tab();
    expect(document.activeElement).toBe(closeButton('Remove filter Wago'));
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(closeButton('Remove filter On stock'));
    await userEvent.keyboard(key);
    expect(actions.at(-1)).toEqual(onStockChipRemoved());
  });

  it('is one control per chip: nothing else in the strip takes the focus or a click', () => {
    renderChips({ brands: ['Wago'], onstock: true });
    expect(within(strip()).getAllByRole('button')).toHaveLength(3);
    for (const chip of strip().querySelectorAll('.ant-tag')) expect(chip.closest('button')).not.toBeNull();
  });

  it('a chip closes from the keyboard too', async () => {
    const { actions } = renderChips({ brands: ['Sick'] });
    closeButton('Remove filter Sick').focus();
    await userEvent.keyboard('{Enter}');
    expect(actions.at(-1)).toEqual(brandChipRemoved('Sick'));
  });
});
