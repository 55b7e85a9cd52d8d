import { CopyOutlined, FileExcelOutlined, FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { copyText } from '../../lib/clipboard';
import { downloadBlob } from '../../lib/download';
import { selectLanguage } from '../session';
import { useToasts } from '../toasts';
import { CSV_MIME_TYPE, toCsv } from './csv';
import { OrderEmailButton, OrderEmailNotice } from './OrderEmail';
import type { OutputList } from './output-table';
import { useOrderEmail } from './use-order-email';
import { toXlsx } from './xlsx';
import './list-output.css';

/**
 * What a customer does with a list outside the tool (docs/behaviour.md, Out of the tool): export it,
 * send it as the order e-mail, copy it as text, print it. The buttons wrap on a narrow screen.
 */
export function ListActions({ list }: { list: OutputList }) {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const { showToast } = useToasts();
  const email = useOrderEmail(list.orderLines);
  const [writingXlsx, setWritingXlsx] = useState(false);

  const exportCsv = () => downloadBlob(new Blob([toCsv(list.table, language)], { type: CSV_MIME_TYPE }), `${list.fileBaseName}.csv`);
  const exportXlsx = async () => {
    setWritingXlsx(true);
    try {
      downloadBlob(await toXlsx(list.table), `${list.fileBaseName}.xlsx`);
    } catch {
      showToast('error', 'listOutput.exportFailed');
    } finally {
      setWritingXlsx(false);
    }
  };
  const copy = async () => {
    if (await copyText(email.text)) showToast('success', 'listOutput.copied');
    else showToast('error', 'listOutput.copyFailed');
  };

  return (
    <div className="list-actions" role="group" aria-label={t('listOutput.actions.label')}>
      <Flex wrap gap="small">
        <Button icon={<FileTextOutlined aria-hidden />} onClick={exportCsv}>{t('listOutput.actions.exportCsv')}</Button>
        <Button icon={<FileExcelOutlined aria-hidden />} onClick={() => void exportXlsx()} loading={writingXlsx}>{t('listOutput.actions.exportXlsx')}</Button>
        <OrderEmailButton href={email.href} onClick={email.onClick} />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>{t('listOutput.actions.copyText')}</Button>
        <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>{t('listOutput.actions.print')}</Button>
      </Flex>
      {email.notice && <OrderEmailNotice />}
    </div>
  );
}
