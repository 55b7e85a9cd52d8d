/**
 * The parts-list table's cells (PartsListTable.tsx): what each shows of a line, and the controls
 * for the customer's edits (docs/behaviour.md, Parts lists).
 */
import { WarningOutlined } from '@ant-design/icons';
import type { Dispatch } from '@reduxjs/toolkit';
import { InputNumber, Select, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { LOOKUP_MAX_QTY } from '../../../../shared/api-constants';
import type { Article } from '../../../../shared/contract';
import { formatCount, formatPrice } from '../../../lib/formats';
import { REPLACEMENT_OFFERED } from '../parts-list-output';
import type { PartsListRow } from '../parts-list-selectors';
import { candidateChosen, qtyEdited } from '../parts-list-slice';

/** A price or total; "on request" where the customer has no price, nothing where a quantity is still to be typed. */
export function priceText(row: PartsListRow, value: number | null, t: TFunction): string {
  if (value !== null) return formatPrice(value);
  return row.article && row.price === null ? t('results.card.onRequest') : '';
}

/** A candidate as the selector names it; a found article's replacements say what they are to it. */
function candidateLabel(row: PartsListRow, article: Article, index: number, t: TFunction): string {
  const label = `${article.artnr} (${article.brand})`;
  if (!row.replacementOffered || index === 0) return label;
  const sameBrand = article.brand === row.candidates[0]?.brand;
  return t(sameBrand ? 'partsList.notes.optionSuccessor' : 'partsList.notes.optionAlternative', { article: label });
}

/** The article number (or the choice among the candidates), with its brand under it, as on a result card. */
export function articleCell(row: PartsListRow, t: TFunction, dispatch: Dispatch) {
  const number = row.candidates.length === 0 ? <span className="parts-list__artnr">{row.article?.artnr ?? ''}</span> : (
    <Select
      size="small"
      className="parts-list__candidates"
      aria-label={t('partsList.chooseCandidate', { line: row.line })}
      placeholder={t('partsList.choose')}
      value={row.chosenCandidate ?? undefined}
      onChange={(candidate: number) => dispatch(candidateChosen({ line: row.line, candidate }))}
      options={row.candidates.map((article, index) => ({ value: index, label: candidateLabel(row, article, index, t) }))}
      // The chosen one shows its number only: its brand is under it, and the number must not be cut.
      labelRender={({ value }) => row.candidates[Number(value)]?.artnr}
      popupMatchSelectWidth={false}
    />
  );
  return (
    <>
      {number}
      {row.article && <Typography.Text type="secondary" className="parts-list__brand">{row.article.brand}</Typography.Text>}
    </>
  );
}

/** What the line says besides its status: a replacement the customer may switch to. */
export function replacementNote(row: PartsListRow, t: TFunction) {
  if (!row.replacementOffered || row.chosenCandidate !== 0) return null;
  return (
    <Typography.Text type="secondary" className="parts-list__note" data-testid="replacement-offered">
      {t(REPLACEMENT_OFFERED[row.replacementOffered])}
    </Typography.Text>
  );
}

/** What was entered (cut with an ellipsis when longer than the column, whole on hover), and the other lines that stand for the same article. */
export function typedCell(row: PartsListRow, t: TFunction) {
  return (
    <>
      <Typography.Text code className="parts-list__typed" title={row.typed}>{row.typed}</Typography.Text>
      {row.sameArticle.length > 0 && (
        <Typography.Text type="warning" className="parts-list__note" data-testid="same-article">
          {t('partsList.notes.sameArticle', { count: row.sameArticle.length, lines: row.sameArticle.join(', ') })}
        </Typography.Text>
      )}
    </>
  );
}

/**
 * The quantity, editable, and under it the warning when it is below the article's minimum order;
 * one that could not be read is empty, with what was entered, until the customer types it.
 */
export function qtyCell(row: PartsListRow, t: TFunction, dispatch: Dispatch) {
  if (row.status === 'invalid') return '';
  const unreadable = row.qtyUnreadable !== null;
  return (
    <>
      <InputNumber
        size="small"
        className="parts-list__qty"
        min={1}
        max={LOOKUP_MAX_QTY}
        precision={0}
        value={unreadable ? null : row.qty}
        status={unreadable ? 'error' : undefined}
        aria-label={t('partsList.qtyOf', { line: row.line })}
        aria-invalid={unreadable || undefined}
        onChange={(qty) => typeof qty === 'number' && dispatch(qtyEdited({ line: row.line, qty }))}
      />
      {unreadable && (
        <Typography.Text type="danger" className="parts-list__note" data-testid="qty-unreadable">
          {t('partsList.notes.qtyUnreadable', { text: row.qtyUnreadable })}
        </Typography.Text>
      )}
      {!unreadable && row.belowMoq && typeof row.article?.moq === 'number' && (
        <Typography.Text type="warning" className="parts-list__moq" data-testid="moq-warning">
          <WarningOutlined aria-hidden /> {t('partsList.moqWarning', { moq: formatCount(row.article.moq) })}
        </Typography.Text>
      )}
    </>
  );
}
