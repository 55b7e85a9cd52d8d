import { SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography, Upload } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { logError } from '../../session';
import { selectPartsListPhase, selectPartsListSource } from '../parts-list-selectors';
import { listSubmitted, lookupFailed } from '../parts-list-slice';
import { readListFile } from '../read-list-file';

/** Files the page reads: CSV and Excel's .xlsx (not the old binary .xls). */
const ACCEPTED_FILES = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The paste area and "Look up", and the upload of a .csv or .xlsx file. */
export function ListInput() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const source = useSelector(selectPartsListSource);
  const busy = useSelector(selectPartsListPhase) === 'lookingUp';
  // The last pasted list comes back after a reload; a file's rows are not put into the paste area.
  const [text, setText] = useState(source && source.fileName === null ? source.text : '');
  const labelId = useId();

  const upload = async (file: File) => {
    try {
      dispatch(listSubmitted({ text: await readListFile(file), fileName: file.name }));
    } catch (error) {
      logError('The parts list file could not be read:', error);
      dispatch(lookupFailed('unreadable_file'));
    }
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
        placeholder={t('partsList.pastePlaceholder')}
        autoSize={{ minRows: 4, maxRows: 12 }}
        spellCheck={false}
      />
      <Space wrap>
        <Button
          type="primary"
          icon={<SearchOutlined aria-hidden />}
          disabled={busy || text.trim() === ''}
          onClick={() => dispatch(listSubmitted({ text, fileName: null }))}
        >
          {t('partsList.lookUp')}
        </Button>
        <Upload
          accept={ACCEPTED_FILES}
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} disabled={busy}>{t('partsList.upload')}</Button>
        </Upload>
        {source?.fileName && <Typography.Text type="secondary" data-testid="parts-list-file">{t('partsList.fileRead', { name: source.fileName })}</Typography.Text>}
      </Space>
    </section>
  );
}
