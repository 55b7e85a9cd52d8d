import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { ListActions, PrintSheet } from '../../list-output';
import { selectSearchQuerySnap } from '../search-selectors';
import { useResultsOutputList } from './results-output';

/** The results' export, order e-mail, copy and print buttons, and the sheet a printer gets (docs/behaviour.md, Out of the tool). */
export function ResultsOutput() {
  const { t } = useTranslation();
  const query = useSelector(selectSearchQuerySnap);
  const list = useResultsOutputList();
  if (!list) return null;
  return (
    <>
      <ListActions list={list} />
      <PrintSheet list={list} title={t('listOutput.print.searchTitle', { query })} />
    </>
  );
}
