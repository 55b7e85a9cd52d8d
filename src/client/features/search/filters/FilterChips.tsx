import { CloseOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { allChipsRemoved, brandChipRemoved, onStockChipRemoved } from '../search-slice';
import { selectFilterBrands, selectFilterOnStock } from './filter-selectors';
import './filters.css';

/**
 * A chip that is one button as a whole (docs/behaviour.md, Filters): its text and its × remove it
 * alike, by mouse, touch, Enter or Space. The button's name says what it removes and holds the
 * chip's text, so a voice command naming what is seen finds it.
 */
function Chip({ label, removeLabel, onRemove, color }: { label: string; removeLabel: string; onRemove: () => void; color?: string }) {
  return (
    <button type="button" className="filter-chip" aria-label={removeLabel} onClick={onRemove}>
      <Tag color={color}>
        {label}
        <CloseOutlined className="filter-chip__close" aria-hidden />
      </Tag>
    </button>
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
        <Chip key={brand} label={brand} removeLabel={t('filters.removeFilter', { name: brand })} onRemove={() => dispatch(brandChipRemoved(brand))} />
      ))}
      {onStock && (
        <Chip
          label={t('filters.onStock')}
          removeLabel={t('filters.removeFilter', { name: t('filters.onStock') })}
          onRemove={() => dispatch(onStockChipRemoved())}
        />
      )}
      <Chip label={t('filters.removeAll')} removeLabel={t('filters.removeAll')} color="blue" onRemove={() => dispatch(allChipsRemoved())} />
    </div>
  );
}
