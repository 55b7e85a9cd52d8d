import { useTranslation } from 'react-i18next';
import { ListActions, PrintSheet } from '../../list-output';
import { usePartsListOutput } from '../use-parts-list-output';

/** The list as shown leaves the tool like search results do: exported, e-mailed as an order, copied, printed. */
export function PartsListOutput() {
  const { t } = useTranslation();
  const list = usePartsListOutput();
  return (
    <>
      <ListActions list={list} />
      <PrintSheet list={list} title={t('partsList.title')} />
    </>
  );
}
