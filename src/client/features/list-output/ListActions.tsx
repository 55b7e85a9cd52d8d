import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { copyText } from '../../lib/clipboard';
import { downloadBlob } from '../../lib/download';
import { selectLanguage } from '../session';
import { useToasts } from '../toasts';
import { OrderEmailButton, OrderEmailNotice } from './OrderEmail';
import type { OutputList } from './output-table';
import { useOrderEmail } from './use-order-email';
import { csvFile, xlsxFile } from './export-files';
import './list-output.css';

/**
 * What a customer does with a list outside the tool (docs/behaviour.md, Out of the tool): export it,
 * send it as the order e-mail, copy it as text, print it. The buttons wrap on a narrow screen.
 */
export function ListActions({ list }: { list: OutputList }) {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const { showToast } = useToasts();
  const email = useOrderEmail(list);
  const [writing, setWriting] = useState<'csv' | 'xlsx' | null>(null);

  const exportFile = async (kind: 'csv' | 'xlsx') => {
    setWriting(kind);
    try {
      const blob = kind === 'csv' ? await csvFile(list.table, language) : await xlsxFile(list.table);
      downloadBlob(blob, `${list.fileBaseName}.${kind}`);
    } catch {
      showToast('error', 'listOutput.exportFailed');
    } finally {
      setWriting(null);
    }
  };
  const copy = async () => {
    if (await copyText(email.text)) showToast('success', 'listOutput.copied');
    else showToast('error', 'listOutput.copyFailed');
  };

  return (
    <div className="list-actions" role="group" aria-label={t('listOutput.actions.label')}>
      <div className="list-actions__buttons">
        <Button onClick={() => void exportFile('csv')} loading={writing === 'csv'}>{t('listOutput.actions.exportCsv')}</Button>
        <Button onClick={() => void exportFile('xlsx')} loading={writing === 'xlsx'}>{t('listOutput.actions.exportXlsx')}</Button>
        <OrderEmailButton href={email.href} onClick={email.onClick} />
        <Button onClick={() => void copy()}>{t('listOutput.actions.copyText')}</Button>
        <Button onClick={() => window.print()}>{t('listOutput.actions.print')}</Button>
      </div>
      {email.notice && <OrderEmailNotice />}
    </div>
  );
}
