/**
 * Typing while a search loads: the box is blank then (the query is in its placeholder), and what
 * the customer types meanwhile is exactly what it holds afterwards, whether the keystrokes come
 * early in the 1.5 s hold or straddle its end; never merged with the query that was loading.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from '../../../../src/client/features/header/SearchBox';
import { loadingFinished, queryChanged, searchStarted, searchSubmitted } from '../../../../src/client/features/search/search-slice';
import { createTestStore, renderWithStore } from '../../support/test-store';

const box = () => screen.getByRole('combobox', { name: 'Search by article number or brand' });
const submitButton = () => screen.getByRole('button', { name: 'Search' });

/** The box just after '750' was submitted: its search is loading. */
function loading750() {
  const test = createTestStore({ search: { searchQuery: '750', searchQuerySnap: '', hasSearched: true } });
  renderWithStore(<SearchBox />, test.store);
  act(() => { test.store.dispatch(searchStarted()); });
  return test;
}

const endHold = (store: ReturnType<typeof createTestStore>['store']) => act(() => { store.dispatch(loadingFinished()); });

describe('the search box while a search loads', () => {
  it('typed early in the hold: the box shows it as typed, keeps it when loading ends, and Enter searches it', async () => {
    const { store, actionTypes } = loading750();
    expect(box()).toHaveValue('');
    expect(box()).toHaveAttribute('placeholder', '750 is loading …');
    await userEvent.type(box(), '750-1405');
    expect(box()).toHaveValue('750-1405');
    expect(submitButton()).toBeDisabled();
    endHold(store);
    expect(box()).toHaveValue('750-1405');
    expect(store.getState().search.searchQuery).toBe('750-1405');
    await userEvent.type(box(), '{Enter}');
    expect(actionTypes()).toContain(searchSubmitted.type);
  });

  it('keystrokes straddling the end of the hold: the first ones before it, the rest after, give what was typed', async () => {
    const { store } = loading750();
    await userEvent.type(box(), '750');
    endHold(store);
    await userEvent.type(box(), '-1405');
    expect(box()).toHaveValue('750-1405');
    expect(store.getState().search.searchQuery).toBe('750-1405');
  });

  it('a keystroke that lands in the instant the hold ends, before the box is drawn again, is kept on its own', async () => {
    const { store } = loading750();
    act(() => {
      store.dispatch(loadingFinished());
      // The box still showed blank when the key went down: the browser reports '7'.
      store.dispatch(queryChanged('7'));
    });
    expect(box()).toHaveValue('7');
    await userEvent.type(box(), '50-1405');
    expect(box()).toHaveValue('750-1405');
  });

  it('nothing typed, the box focused: the query comes back selected, so typing at once replaces it', async () => {
    const { store } = loading750();
    act(() => box().focus());
    endHold(store);
    expect(box()).toHaveValue('750');
    const input = box() as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 3]);
    await userEvent.keyboard('750-1405');
    expect(box()).toHaveValue('750-1405');
  });

  it('nothing typed, the focus elsewhere: the query comes back as it was, not selected', () => {
    const { store } = loading750();
    endHold(store);
    expect(box()).toHaveValue('750');
    expect(document.activeElement).not.toBe(box());
  });

  it('typed and then all deleted: the box is blank afterwards, as the customer left it', async () => {
    const { store } = loading750();
    await userEvent.type(box(), '12{Backspace}{Backspace}');
    endHold(store);
    expect(box()).toHaveValue('');
    expect(submitButton()).toBeDisabled();
  });
});
