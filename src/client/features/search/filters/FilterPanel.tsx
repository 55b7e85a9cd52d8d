import { Checkbox, Grid, Skeleton, Switch, Typography } from 'antd';
import { Activity, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { FILTER_SKELETON_ROWS } from '../../../config/constants';
import { formatCount } from '../../../lib/formats';
import { selectIsLoadingResults } from '../search-selectors';
import { filtersChanged } from '../search-slice';
import { filterListMaxHeight } from './filter-layout';
import {
  selectBrandFilterLocked, selectBrandsInResults, selectFilterBrands, selectFilterOnStock, selectOnStockInResults,
} from './filter-selectors';
import './filters.css';

/**
 * The filter panel (docs/behaviour.md, Filters): the on-stock toggle and one box per brand in the results, counts in
 * German number format. It only raises filtersChanged; the saga debounces it and searches again.
 * `showTitle` is off inside the drawer, whose own title already says "Filters".
 */
export function FilterPanel({ showTitle = true }: { showTitle?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const loading = useSelector(selectIsLoadingResults);
  const brands = useSelector(selectBrandsInResults);
  const selected = useSelector(selectFilterBrands);
  const onStock = useSelector(selectFilterOnStock);
  const onStockCount = useSelector(selectOnStockInResults);
  const locked = useSelector(selectBrandFilterLocked);
  const maxHeight = filterListMaxHeight(Grid.useBreakpoint());
  const stockId = useId();
  const brandsTitleId = useId();

  // The only brand there is is what the results show anyway: ticked, and not to be unticked.
  const onlyBrand = brands.length === 1 ? brands[0].brand : null;

  const toggleBrand = (brand: string, checked: boolean) => {
    const others = selected.filter((name) => name !== brand);
    dispatch(filtersChanged({ brands: checked ? [...others, brand] : others }));
  };

  return (
    <section className="filter-panel" aria-label={t('filters.title')}>
      {showTitle && <Typography.Title level={2} className="filter-panel__title">{t('filters.title')}</Typography.Title>}
      <div className="filter-panel__stock">
        <Switch
          id={stockId}
          size="small"
          checked={onStock}
          disabled={loading || onStockCount === 0}
          onChange={(checked) => dispatch(filtersChanged({ onstock: checked }))}
        />
        <label htmlFor={stockId}>
          {t('filters.onStock')} <span className="filter-panel__count">({formatCount(onStockCount)})</span>
        </label>
      </div>
      <Typography.Title level={3} className="filter-panel__subtitle" id={brandsTitleId}>{t('filters.brands')}</Typography.Title>
      {loading && (
        <div className="filter-panel__loading" role="status" aria-busy="true" aria-label={t('filters.loading')}>
          <Skeleton active title={false} paragraph={{ rows: FILTER_SKELETON_ROWS, width: '100%' }} />
        </div>
      )}
      {!loading && brands.length === 0 && <Typography.Text type="secondary">{t('filters.noBrands')}</Typography.Text>}
      {brands.length > 0 && (
        // Made ready hidden while loading, like the result cards, and only revealed when it ends.
        <Activity mode={loading ? 'hidden' : 'visible'}>
          <div className="filter-panel__brands" role="group" aria-labelledby={brandsTitleId} style={{ maxHeight }}>
            {brands.map(({ brand, count }) => (
              <Checkbox
                key={brand}
                checked={brand === onlyBrand || selected.includes(brand)}
                disabled={locked || brand === onlyBrand}
                onChange={(event) => toggleBrand(brand, event.target.checked)}
              >
                {brand} <span className="filter-panel__count">({formatCount(count)})</span>
              </Checkbox>
            ))}
          </div>
        </Activity>
      )}
    </section>
  );
}
