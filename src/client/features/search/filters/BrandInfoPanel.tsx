import { Alert } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { BrandEntry } from '../../../../shared/brands/brand-mapping';
import { selectLanguage } from '../../session';
import { infoText } from './brand-notices';
import { selectBrandNotices } from './filter-selectors';
import './filters.css';

/** Text with its newlines as line breaks. Plain text nodes: markup in a note shows as written. */
function Lines({ text }: { text: string }) {
  return (
    <>
      {text.split(/\r?\n/).map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

function BrandNotice({ entry }: { entry: BrandEntry }) {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const info = infoText(entry.info, language);
  const brand = entry.brand;
  const message =
    entry.message === 'not_sell_this_brand' ? t('brandInfo.not_sell_this_brand', { brand })
      : entry.message === 'send_inquiry_via_email' ? t('brandInfo.send_inquiry_via_email', { brand })
        : null;
  if (!message && !info) return null;
  const infoNode = info ? <Lines text={info} /> : undefined;
  return (
    <Alert
      role="note"
      showIcon
      type={entry.message === 'not_sell_this_brand' ? 'warning' : 'info'}
      title={message ?? infoNode}
      description={message ? infoNode : undefined}
    />
  );
}

/**
 * What the brand mapping says about the brands in play (docs/behaviour.md, Brands): whether we
 * sell the brand, how to ask for it, and its note in the interface language. Nothing to say, no
 * panel.
 */
export function BrandInfoPanel() {
  const { t } = useTranslation();
  const entries = useSelector(selectBrandNotices);
  if (entries.length === 0) return null;
  return (
    <section className="brand-info" aria-label={t('brandInfo.title')}>
      {entries.map((entry) => <BrandNotice key={entry.brand} entry={entry} />)}
    </section>
  );
}
