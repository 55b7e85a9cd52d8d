/**
 * The demo's texts and addresses as GET /api/content answers them (the server's defaults and the
 * demo's addresses), for the fake server and for every test's page before it renders.
 */
import type { ContentCopy } from '../../../src/client/features/content';
import { contentAnswer } from '../../../src/server/content/content-answer';
import { demoContentRows } from '../../../src/server/content/content-defaults';

export const DEMO_CONTENT: ContentCopy = { etag: '"demo-content"', content: contentAnswer(demoContentRows()) };
export const DEMO_ORDER_EMAIL = DEMO_CONTENT.content.settings['order.email'];
