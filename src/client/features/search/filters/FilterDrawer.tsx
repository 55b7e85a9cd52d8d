import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Grid } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { FilterPanel } from './FilterPanel';
import { isSmallScreen } from './filter-layout';
import { selectActiveFilterCount } from './filter-selectors';
import './filters.css';

/**
 * The filter panel as the page's left column shows it (docs/behaviour.md, Filters): in place from md,
 * behind a 'Filters' button with the number of active filters on smaller screens, where it opens
 * in a drawer from the top.
 */
export function FilterDrawer() {
  const { t } = useTranslation();
  const small = isSmallScreen(Grid.useBreakpoint());
  const active = useSelector(selectActiveFilterCount);
  const [open, setOpen] = useState(false);

  if (!small) return <FilterPanel />;
  return (
    <>
      <Badge count={active} size="small">
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-label={active > 0 ? t('filters.openWithActive', { number: active }) : t('filters.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          {t('filters.title')}
        </Button>
      </Badge>
      <Drawer placement="top" size="auto" title={t('filters.title')} open={open} onClose={() => setOpen(false)}>
        <FilterPanel showTitle={false} />
      </Drawer>
    </>
  );
}
