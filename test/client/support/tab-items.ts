/** What a tab keeps in sessionStorage of its session: everything but the distributor's texts, which are the same for everyone. */
import { CONTENT_STORAGE_KEY } from '../../../src/client/features/content/content-copy';

export const sessionTabKeys = (): string[] => Object.keys(window.sessionStorage).filter((key) => key !== CONTENT_STORAGE_KEY);
