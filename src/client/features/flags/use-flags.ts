import { useFlagsQuery } from '../../api/api';
import { DEFAULT_FLAGS } from '../../config/constants';
import type { FeatureFlags } from '../../../shared/contract';

/** The server's flags, or the defaults (DEFAULT_FLAGS) until they arrive (or when they cannot). */
export function useFlags(): FeatureFlags {
  const { data } = useFlagsQuery();
  return data ?? DEFAULT_FLAGS;
}
