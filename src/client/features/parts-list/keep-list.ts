/**
 * The parts list survives a reload: kept in this tab's sessionStorage while the customer works on
 * it, like the search id. A sign-out empties the list, and so its copy here (docs/behaviour.md, Parts lists).
 */
import { call, put, select, take } from 'redux-saga/effects';
import { readTabItem, writeTabItem } from '../../lib/tab-storage';
import { selectPartsList } from './parts-list-selectors';
import { listRestored, type KeptPartsList, type PartsListState } from './parts-list-slice';

export const KEPT_LIST_KEY = 'pricetool.partsList';

function isKeptList(value: unknown): value is KeptPartsList {
  if (typeof value !== 'object' || value === null) return false;
  const { source, entries } = value as Partial<KeptPartsList>;
  // A copy from before rows had their numbers in the text is no list to go on with.
  const sourceOk = source === null
    || (typeof source === 'object' && source !== undefined && Array.isArray(source.cells) && Array.isArray(source.rowNumbers) && typeof source.columns === 'object');
  return sourceOk && Array.isArray(entries);
}

/** The list kept in this tab, or null (none, or not readable: the page starts without one). */
export function readKeptList(): KeptPartsList | null {
  try {
    const parsed: unknown = JSON.parse(readTabItem(KEPT_LIST_KEY) ?? 'null');
    return isKeptList(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** null removes the copy. */
export function saveKeptList(list: KeptPartsList | null): void {
  writeTabItem(KEPT_LIST_KEY, list === null ? null : JSON.stringify(list));
}

const isEmpty = (list: PartsListState) => list.source === null && list.entries.length === 0;

/** Takes the kept list back when the page starts, then writes it whenever an action changes the list. */
export function* keepListAcrossReloads() {
  const saved: KeptPartsList | null = yield call(readKeptList);
  if (saved) yield put(listRestored(saved));
  let kept: PartsListState = yield select(selectPartsList);
  for (;;) {
    yield take('*');
    const list: PartsListState = yield select(selectPartsList);
    if (list.source !== kept.source || list.entries !== kept.entries) {
      yield call(saveKeptList, isEmpty(list) ? null : { source: list.source, entries: list.entries });
    }
    kept = list;
  }
}
