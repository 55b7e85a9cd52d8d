import { useTranslation } from 'react-i18next';
import type { Article, Suggestion } from '../../../../shared/contract';
import { ownPrice } from '../../../../shared/prices';
import { formatCount, formatPrice, NO_VALUE, readNumber } from '../../../lib/formats';
import { SUGGESTION_LIST_ID, suggestionOptionId } from './suggestion-ids';
import './suggestion-list.css';

/** The stock as a result card words it: pieces on stock, else the delivery time. */
function stockText(article: Article, t: ReturnType<typeof useTranslation>['t']): string {
  const onstock = readNumber(article.onstock) ?? 0;
  if (onstock > 0) return t('results.card.onStock', { count: onstock, amount: formatCount(onstock) });
  const weeks = readNumber(article.delivery_time_weeks);
  return weeks !== null ? t('results.card.deliveryTime', { count: weeks }) : t('results.card.deliveryUnknown');
}

/** The customer's own price as a result card shows it; "on request" without an agreed discount. */
function priceText(article: Article, t: ReturnType<typeof useTranslation>['t']): string {
  const price = ownPrice(article);
  if (price !== null) return formatPrice(price);
  return article.discount === null ? t('results.card.onRequest') : NO_VALUE;
}

interface Props {
  suggestions: Suggestion[];
  highlighted: number;
  onHighlight(index: number): void;
  onChoose(suggestion: Suggestion): void;
}

/**
 * The suggestions under the search box (docs/behaviour.md, Suggestions as one types). The focus
 * stays in the box: a press on an option does not take it (mousedown), the click chooses.
 */
export default function SuggestionList({ suggestions, highlighted, onHighlight, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <ul id={SUGGESTION_LIST_ID} role="listbox" aria-label={t('header.suggestions')} className="suggestions">
      {suggestions.map((suggestion, index) => {
        const { article } = suggestion;
        const onStock = (readNumber(article.onstock) ?? 0) > 0;
        return (
          <li
            key={`${article.brand}\u0000${article.artnrt4}`}
            id={suggestionOptionId(index)}
            role="option"
            aria-selected={index === highlighted}
            className={index === highlighted ? 'suggestion suggestion--highlighted' : 'suggestion'}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => onHighlight(index)}
            onClick={() => onChoose(suggestion)}
          >
            <span className="suggestion__artnr">{article.artnr}</span>
            <span className="suggestion__price">
              <span className="suggestion__price-label">{t('results.card.yourPrice')} </span>
              {priceText(article, t)}
            </span>
            <span className="suggestion__brand">{article.brand}</span>
            <span className={onStock ? 'suggestion__stock suggestion__stock--on' : 'suggestion__stock'}>{stockText(article, t)}</span>
            <span className="suggestion__name">{article.name}</span>
          </li>
        );
      })}
    </ul>
  );
}
