import { ClearOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { ColumnChoice } from './page/ColumnChoice';
import { ListInput } from './page/ListInput';
import { ListSummary } from './page/ListSummary';
import { LookupError, LookupProgress } from './page/LookupState';
import { PartsListOutput } from './page/PartsListOutput';
import { PartsListTable } from './page/PartsListTable';
import { selectPartsListPhase, selectPartsListSource } from './parts-list-selectors';
import { listCleared } from './parts-list-slice';
import './parts-list.css';

/**
 * The parts-list page below the header (docs/behaviour.md, Parts lists): paste or upload, the
 * column choice when the parser is unsure, the lookup's progress or error, then the summary and the
 * table. The replay view shows the same from a recorded state.
 */
export function PartsListScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const phase = useSelector(selectPartsListPhase);
  // "New list" empties the paste area too: a new input, which starts from the list held (none).
  const hasList = useSelector(selectPartsListSource) !== null;
  return (
    <div className="parts-list">
      <div className="parts-list__heading">
        <Typography.Title level={1} className="parts-list__title">{t('partsList.title')}</Typography.Title>
        {phase !== 'idle' && (
          <Button icon={<ClearOutlined aria-hidden />} onClick={() => dispatch(listCleared())}>{t('partsList.newList')}</Button>
        )}
      </div>
      <Typography.Paragraph className="parts-list__intro">{t('partsList.intro')}</Typography.Paragraph>
      <ListInput key={hasList ? 'list' : 'none'} />
      {phase === 'choosingColumns' && <ColumnChoice />}
      <LookupProgress />
      <LookupError />
      {phase === 'shown' && (
        <>
          <ListSummary />
          <PartsListOutput />
          <PartsListTable />
        </>
      )}
    </div>
  );
}
