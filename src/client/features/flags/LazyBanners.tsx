import { lazy, Suspense } from 'react';
import { showsChristmasBanner } from './flags';
import { useFlags } from './use-flags';

/**
 * antd's Alert is used only by the banners, which are off most of the time: loaded only while a
 * banner's flag is on, it stays out of the sign-in page's start, as the maintenance page does.
 */
const Banners = lazy(async () => ({
  default: (await import(/* webpackChunkName: "banners" */ './Banners')).Banners,
}));

export function LazyBanners() {
  const flags = useFlags();
  if (!flags.beta && !showsChristmasBanner(flags, new Date())) return null;
  return (
    <Suspense fallback={null}>
      <Banners />
    </Suspense>
  );
}
