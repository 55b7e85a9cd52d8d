export { applyColumns, parsePartsList, type ParsedPartsList, type PartsListColumns, type PartsListLine } from './parse/parse-parts-list';
