import { useFlagsQuery } from '../../api/api';
import { DEFAULT_FLAGS, FLAGS_POLL_MS } from '../../config/constants';
import type { FeatureFlags } from '../../../shared/contract';

/**
 * The server's flags, or the defaults (DEFAULT_FLAGS) until they arrive (or when they cannot);
 * read again every FLAGS_POLL_MS while the page is open, so a flag switched in the staff
 * console reaches an open page (docs/behaviour.md, Maintenance and flags).
 */
export function useFlags(): FeatureFlags {
  const { data } = useFlagsQuery(undefined, { pollingInterval: FLAGS_POLL_MS });
  return data ?? DEFAULT_FLAGS;
}
