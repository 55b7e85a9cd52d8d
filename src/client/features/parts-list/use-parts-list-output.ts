import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { OutputList } from '../list-output';
import { buildPartsListOutput } from './parts-list-output';
import { selectPartsListRows, selectPartsListSummary } from './parts-list-selectors';

/** The list on screen as an OutputList, made anew only when the list or the language changes: for the output actions. */
export function usePartsListOutput(): OutputList {
  const { t } = useTranslation();
  const rows = useSelector(selectPartsListRows);
  const summary = useSelector(selectPartsListSummary);
  return useMemo(() => buildPartsListOutput(rows, summary, t, new Date()), [rows, summary, t]);
}
