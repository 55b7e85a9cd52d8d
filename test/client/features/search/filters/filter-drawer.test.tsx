import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterDrawer } from '../../../../../src/client/features/search/filters/FilterDrawer';
import { FilterPanel } from '../../../../../src/client/features/search/filters/FilterPanel';
import { FILTER_LIST_MAX_HEIGHT_PX, filterListMaxHeight, isSmallScreen, type Screens } from '../../../../../src/client/features/search/filters/filter-layout';
import { filtersChanged } from '../../../../../src/client/features/search/search-slice';
import { createTestStore, renderWithStore } from '../../../support/test-store';
import { restoreScreen, resultsWith, setScreen, type ScreenName } from './filter-kit';


// The open drawer locks the page's scrolling and measures the scrollbar through a pseudo-element,
// which jsdom does not implement (it logs "Not implemented"); the element's own style does here.
const computedStyle = window.getComputedStyle.bind(window);
beforeEach(() => {
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});

afterEach(() => {
  jest.restoreAllMocks();
  restoreScreen();
});

const BRANDS = [{ brand: 'Wago', count: 5000 }, { brand: 'Sick', count: 12 }];

function renderAt(screenName: ScreenName, ui = <FilterDrawer />, filters: { brands?: string[]; onstock?: boolean } = {}) {
  setScreen(screenName);
  const test = createTestStore();
  act(() => {
    test.store.dispatch(resultsWith(BRANDS, 40));
    test.store.dispatch(filtersChanged(filters));
  });
  renderWithStore(ui, test.store);
  return test;
}

const brandList = () => screen.getByRole('group', { name: 'Brands' });

describe('the brand list\'s maximum height (docs/behaviour.md, Filters)', () => {
  it('is 400 px at xs, 100 px at sm, 300 px at md and lg', () => {
    expect(FILTER_LIST_MAX_HEIGHT_PX).toEqual({ xs: 400, sm: 100, md: 300, lg: 300 });
  });

  it.each<[string, Screens, number]>([
    ['xs', { xs: true, sm: false, md: false, lg: false, xl: false, xxl: false }, 400],
    ['sm', { xs: false, sm: true, md: false, lg: false, xl: false, xxl: false }, 100],
    ['md', { xs: false, sm: true, md: true, lg: false, xl: false, xxl: false }, 300],
    ['lg', { xs: false, sm: true, md: true, lg: true, xl: false, xxl: false }, 300],
    ['xxl', { xs: false, sm: true, md: true, lg: true, xl: true, xxl: true }, 300],
    ['not yet measured', {}, 300],
  ])('%s: %p gives %i px', (_name, screens, height) => {
    expect(filterListMaxHeight(screens)).toBe(height);
  });

  it.each<[ScreenName, number]>([['xs', 400], ['sm', 100], ['md', 300], ['lg', 300]])('the rendered list at %s is at most %i px high and scrolls', (screenName, height) => {
    renderAt(screenName, <FilterPanel />);
    expect(brandList()).toHaveStyle({ maxHeight: `${height}px` });
    expect(brandList()).toHaveClass('filter-panel__brands');
  });
});

describe('<FilterDrawer/> (docs/behaviour.md, Filters)', () => {
  it.each<[string, Screens, boolean]>([
    ['xs', { xs: true, sm: false, md: false }, true],
    ['sm', { xs: false, sm: true, md: false }, true],
    ['md', { xs: false, sm: true, md: true }, false],
    ['not yet measured', {}, false],
  ])('below md only (%s)', (_name, screens, small) => {
    expect(isSmallScreen(screens)).toBe(small);
  });

  it.each<ScreenName>(['md', 'lg'])('shows the panel in place at %s', (screenName) => {
    renderAt(screenName);
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Wago (5.000)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show filters/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('at xs hides the panel behind a "Filters" button that opens a drawer from the top', async () => {
    renderAt('xs');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Show filters' });
    expect(button).toHaveTextContent('Filters');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(drawer.closest('.ant-drawer')).toHaveClass('ant-drawer-top');
    expect(within(drawer).getByRole('checkbox', { name: 'Wago (5.000)' })).toBeInTheDocument();
    expect(within(drawer).getByRole('switch', { name: 'On stock (40)' })).toBeInTheDocument();
    expect(within(drawer).getByRole('group', { name: 'Brands' })).toHaveStyle({ maxHeight: '400px' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('filters from inside the drawer, and closes it', async () => {
    const { actions } = renderAt('xs');
    await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Sick (12)' }));
    expect(actions.at(-1)).toEqual(filtersChanged({ brands: ['Sick'] }));

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    // Closed, the drawer stays in the page without its open class (hidden by antd's styles in a browser).
    await waitFor(() => expect(drawer.closest('.ant-drawer')).not.toHaveClass('ant-drawer-open'));
    expect(screen.getByRole('button', { name: 'Show filters (1 active)' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('at sm opens the drawer too, with the sm list height', async () => {
    renderAt('sm');
    await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('group', { name: 'Brands' })).toHaveStyle({ maxHeight: '100px' });
  });

  it('counts the active filters on the button: each brand, and on stock', () => {
    renderAt('xs', <FilterDrawer />, { brands: ['Wago', 'Sick'], onstock: true });
    const button = screen.getByRole('button', { name: 'Show filters (3 active)' });
    expect(button.closest('.ant-badge')?.querySelector('.ant-badge-count')).toHaveAttribute('title', '3');
  });

  it('shows no badge when no filter is active', () => {
    renderAt('xs');
    expect(document.querySelector('.ant-badge-count')).toBeNull();
  });
});
