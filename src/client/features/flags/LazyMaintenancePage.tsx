import { Spin } from 'antd';
import { lazy, Suspense } from 'react';

/**
 * antd's Result, with its illustrations, is the largest part of the maintenance page and no other
 * screen uses it; loaded only while the maintenance flag is on, it stays out of every page's start.
 */
const MaintenancePage = lazy(async () => ({
  default: (await import(/* webpackChunkName: "maintenance" */ './MaintenancePage')).MaintenancePage,
}));

export function LazyMaintenancePage() {
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <MaintenancePage />
    </Suspense>
  );
}
