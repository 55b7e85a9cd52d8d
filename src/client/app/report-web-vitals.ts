/**
 * LCP, INP and CLS: logged to the console in development; in production one small beacon to
 * /api/vitals, which never blocks the page.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { apiBaseUrl } from '../config/environment';

function send(metric: Metric): void {
  if (process.env.NODE_ENV !== 'production') {
    console.info(`[web-vitals] ${metric.name}`, Math.round(metric.value * 1000) / 1000);
    return;
  }
  const body = JSON.stringify({ name: metric.name, value: metric.value, rating: metric.rating, path: window.location.pathname });
  navigator.sendBeacon?.(`${apiBaseUrl()}/vitals`, new Blob([body], { type: 'application/json' }));
}

export function reportWebVitals(): void {
  onLCP(send);
  onINP(send);
  onCLS(send);
}
