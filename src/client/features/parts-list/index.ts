export {
  applyColumns, parsePartsList, type ParsedPartsList, type PartsListCells, type PartsListColumns, type PartsListLine,
} from './parse/parse-parts-list';
export { partsListSaga } from './parts-list-saga';
export { partsListOpened, partsListReducer, type PartsListState } from './parts-list-slice';
export { selectPartsListOutput } from './parts-list-output';
export { PartsListScreen } from './PartsListScreen';
export { usePartsListOutput } from './use-parts-list-output';
