import { SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Input, Space, Spin, Typography, Upload } from 'antd';
import { useId, useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { logError } from '../../session';
import { refuseListText } from '../parse/list-size';
import { selectPartsListPhase, selectPartsListSource } from '../parts-list-selectors';
import { listSubmitted, lookupFailed } from '../parts-list-slice';
import { readListFile } from '../read-list-file';
import { ListNotes } from './ListNotes';

/** Files the page reads: CSV and Excel's .xlsx (not the old binary .xls). */
const ACCEPTED_FILES = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The paste area and "Look up", and the upload of a .csv or .xlsx file. What the page refuses (a
 * file that is no text or workbook, too large, too many lines) is said at once and never
 * submitted, so nothing of it reaches the list, the tab's copy or the support log.
 */
export function ListInput() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const source = useSelector(selectPartsListSource);
  const busy = useSelector(selectPartsListPhase) === 'lookingUp';
  // The last pasted list comes back after a reload; a file's rows are not put into the paste area.
  const [text, setText] = useState(source && source.fileName === null ? source.text : '');
  /** The name of the file being read, while it is. */
  const [reading, setReading] = useState<string | null>(null);
  const labelId = useId();

  const upload = async (file: File) => {
    setReading(file.name);
    try {
      const read = await readListFile(file);
      if (read.ok) dispatch(listSubmitted({ text: read.text, fileName: file.name, ...(read.encoding ? { encoding: read.encoding } : {}) }));
      else dispatch(lookupFailed(read.error));
    } catch (error) {
      logError('The parts list file could not be read:', error);
      dispatch(lookupFailed('unreadable_file'));
    } finally {
      setReading(null);
    }
  };

  // A paste the page would refuse is refused as it comes, before the box lays out millions of
  // characters (600,000 lines hold the page for many seconds); the box keeps what it had.
  const refuseLargePaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const refusal = refuseListText(event.clipboardData.getData('text'));
    if (refusal === null) return;
    event.preventDefault();
    dispatch(lookupFailed(refusal));
  };

  const submitPaste = () => {
    const refusal = refuseListText(text);
    dispatch(refusal === null ? listSubmitted({ text, fileName: null }) : lookupFailed(refusal));
  };

  return (
    <section className="parts-list__input" aria-labelledby={labelId}>
      <Typography.Text strong id={labelId}>{t('partsList.pasteLabel')}</Typography.Text>
      <Input.TextArea
        aria-labelledby={labelId}
        data-testid="parts-list-paste"
        className="parts-list__paste"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPaste={refuseLargePaste}
        placeholder={t('partsList.pastePlaceholder')}
        autoSize={{ minRows: 4, maxRows: 12 }}
        spellCheck={false}
      />
      <Space wrap>
        <Button type="primary" icon={<SearchOutlined aria-hidden />} disabled={busy || text.trim() === ''} onClick={submitPaste}>
          {t('partsList.lookUp')}
        </Button>
        <Upload
          accept={ACCEPTED_FILES}
          showUploadList={false}
          disabled={busy || reading !== null}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} disabled={busy || reading !== null}>{t('partsList.upload')}</Button>
        </Upload>
        {reading !== null && (
          <Typography.Text type="secondary" data-testid="parts-list-reading" role="status">
            <Spin size="small" /> {t('partsList.reading', { name: reading })}
          </Typography.Text>
        )}
      </Space>
      <ListNotes />
    </section>
  );
}
