import { CheckCircleFilled, ClockCircleOutlined, InfoCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Card, Tag, Tooltip, Typography } from 'antd';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '../../../../shared/contract';
import { customerPrice, listPriceOf } from '../../../../shared/prices';
import { NO_VALUE, formatCount, formatPercent, formatPrice, formatWeight, readNumber } from '../../../lib/formats';
import './result-card.css';

/** The metalsur code that means a metal surcharge comes on top of the price (docs/behaviour.md, Results). */
const METAL_SURCHARGE_CODE = 999;
/** Articles sold by area have an estimated price (docs/behaviour.md, Results). */
const AREA_UNIT = 'cm²';

function orNoValue(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === '' ? NO_VALUE : value;
}

/** An icon whose tooltip holds the note; the same text is its accessible name. */
function Hint({ lines, warning }: { lines: string[]; warning: boolean }) {
  return (
    <Tooltip title={lines.map((line) => <div key={line}>{line}</div>)} trigger={['hover', 'focus']}>
      <span role="img" aria-label={lines.join(' ')} tabIndex={0} className={warning ? 'result-card__hint result-card__hint--warning' : 'result-card__hint'}>
        {warning ? <WarningOutlined aria-hidden /> : <InfoCircleOutlined aria-hidden />}
      </span>
    </Tooltip>
  );
}

/** A short visible warning with the full explanation on hover or focus. */
function WarningTag({ label, note }: { label: string; note: string }) {
  return (
    <Tooltip title={note} trigger={['hover', 'focus']}>
      <Tag color="warning" icon={<WarningOutlined aria-hidden />} role="note" aria-label={`${label}: ${note}`} tabIndex={0}>
        {label}
      </Tag>
    </Tooltip>
  );
}

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className ? `result-card__fact ${className}` : 'result-card__fact'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** On stock: the count, and the delivery time for more than that. Not on stock: the delivery time. */
function Stock({ article }: { article: Article }) {
  const { t } = useTranslation();
  const onstock = readNumber(article.onstock) ?? 0;
  const weeks = readNumber(article.delivery_time_weeks);
  if (onstock > 0) {
    return (
      <div className="result-card__stock result-card__stock--on">
        <CheckCircleFilled aria-hidden className="result-card__stock-icon" />
        <div>
          <Typography.Text strong>{t('results.card.onStock', { count: onstock, amount: formatCount(onstock) })}</Typography.Text>
          {weeks !== null && (
            <Typography.Text type="secondary" className="result-card__stock-note">
              {t('results.card.deliveryLargerQuantities', { count: weeks })}
            </Typography.Text>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="result-card__stock result-card__stock--delivery">
      <ClockCircleOutlined aria-hidden className="result-card__stock-icon" />
      <Typography.Text strong>
        {weeks !== null ? t('results.card.deliveryTime', { count: weeks }) : t('results.card.deliveryUnknown')}
      </Typography.Text>
    </div>
  );
}

/**
 * One article of the results (docs/behaviour.md, Results). Memoised: an article from the
 * store keeps its identity, so a list re-rendered around it (loading ending, say) leaves it be.
 */
export const ResultCard = memo(function ResultCard({ article }: { article: Article }) {
  const { t } = useTranslation();
  const { discount } = article;
  const group = (article.discountgroup ?? '').trim().toUpperCase();
  const listprice = listPriceOf(article);
  const ownPrice = listprice !== null && discount !== null ? customerPrice(listprice, discount) : null;
  const surcharged = discount !== null && discount < 0;
  const metalSurcharge = Number(article.metalsur) === METAL_SURCHARGE_CODE;
  const estimatedPrice = (article.base_unit ?? '').trim() === AREA_UNIT;

  const groupNotes = [group ? t('results.card.discountGroupNote', { group }) : t('results.card.missingDiscountGroup')];
  if (discount === null) groupNotes.push(t('results.card.onRequestNote'));
  if (discount !== null && discount < 0) groupNotes.push(t('results.card.negativeDiscount', { percent: formatPercent(-discount) }));

  return (
    <Card size="small" className="result-card" role="article" aria-label={`${article.brand} ${article.artnr}`}>
      <div className="result-card__layout">
        <div className="result-card__identity">
          <Typography.Text type="secondary" className="result-card__brand">{article.brand}</Typography.Text>
          <Typography.Title
            level={3}
            className="result-card__artnr"
            copyable={{ text: article.artnr, tooltips: [t('results.card.copyArtnr', { artnr: article.artnr }), t('results.card.copied')] }}
          >
            {article.artnr}
          </Typography.Title>
          <Typography.Text className="result-card__name">{article.name}</Typography.Text>
          {(metalSurcharge || estimatedPrice) && (
            <div className="result-card__warnings">
              {metalSurcharge && <WarningTag label={t('results.card.metalSurcharge')} note={t('results.card.metalSurchargeNote')} />}
              {estimatedPrice && <WarningTag label={t('results.card.estimatedPrice')} note={t('results.card.estimatedPriceNote')} />}
            </div>
          )}
        </div>
        <Stock article={article} />
        <dl className="result-card__facts">
          <Fact label={t('results.card.listPrice')}>{formatPrice(listprice)}</Fact>
          <Fact label={t('results.card.discount')}>
            {discount === null ? NO_VALUE : <Typography.Text type={surcharged ? 'warning' : undefined}>{formatPercent(discount)}</Typography.Text>}
          </Fact>
          <Fact label={t('results.card.discountGroup')}>
            {group || NO_VALUE}
            <Hint lines={groupNotes} warning={surcharged || !group} />
          </Fact>
          <Fact label={t('results.card.yourPrice')} className="result-card__fact--own">
            {ownPrice !== null ? formatPrice(ownPrice) : discount === null ? t('results.card.onRequest') : NO_VALUE}
          </Fact>
          <Fact label={t('results.card.moq')}>{article.moq === null || article.moq === undefined ? NO_VALUE : formatCount(article.moq)}</Fact>
          <Fact label={t('results.card.weight')}>{formatWeight(article.weight, article.weightunit)}</Fact>
          <Fact label={t('results.card.customsCode')}>{orNoValue(article.ctn)}</Fact>
          <Fact label={t('results.card.origin')}>{orNoValue(article.origin)}</Fact>
        </dl>
      </div>
    </Card>
  );
});
