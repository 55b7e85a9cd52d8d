import { Tag } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { allChipsRemoved, brandChipRemoved, onStockChipRemoved } from '../search-slice';
import { selectFilterBrands, selectFilterOnStock } from './filter-selectors';
import './filters.css';

/** A closable chip whose close control says what it removes. */
function Chip({ label, closeLabel, onRemove, color }: { label: string; closeLabel: string; onRemove: () => void; color?: string }) {
  const close = (event: MouseEvent<HTMLElement>) => {
    // The chip goes when the state drops the filter, not by antd's own hiding.
    event.preventDefault();
    onRemove();
  };
  return (
    <Tag color={color} closable={{ 'aria-label': closeLabel }} onClose={close}>
      {label}
    </Tag>
  );
}

/**
 * The active filters above the results (docs/behaviour.md, Filters): a chip per brand, one for on
 * stock, and one that removes them all; nothing when no filter is on. Removing a chip re-runs the
 * search (the saga takes the chip events).
 */
export function FilterChips() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const brands = useSelector(selectFilterBrands);
  const onStock = useSelector(selectFilterOnStock);
  if (brands.length === 0 && !onStock) return null;

  return (
    <div className="filter-chips" role="group" aria-label={t('filters.active')}>
      {brands.map((brand) => (
        <Chip key={brand} label={brand} closeLabel={t('filters.removeFilter', { name: brand })} onRemove={() => dispatch(brandChipRemoved(brand))} />
      ))}
      {onStock && (
        <Chip
          label={t('filters.onStock')}
          closeLabel={t('filters.removeFilter', { name: t('filters.onStock') })}
          onRemove={() => dispatch(onStockChipRemoved())}
        />
      )}
      <Chip label={t('filters.removeAll')} closeLabel={t('filters.removeAll')} color="blue" onRemove={() => dispatch(allChipsRemoved())} />
    </div>
  );
}
