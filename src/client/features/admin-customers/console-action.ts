/**
 * How the console's people pages run a change: the server's refusal is shown in its own words
 * (already in the console's language), anything else as a general failure.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorBody } from '../../../shared/contract';
import { useToasts } from '../toasts';

/** The server's message of a failed call, or the general one. */
export function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => {
    const data = (error as { data?: Partial<ErrorBody> } | undefined)?.data;
    return typeof data?.message === 'string' ? data.message : t('admin.customers.failed');
  }, [t]);
}

/** Runs `change`; on success a toast says `doneKey`, on failure the server's message. Resolves to whether it succeeded. */
export function useConsoleAction(): (change: () => Promise<unknown>, doneKey: string, values?: Record<string, string | number>) => Promise<boolean> {
  const { showToast } = useToasts();
  const failureText = useFailureText();
  return useCallback(async (change, doneKey, values) => {
    try {
      await change();
      showToast('success', doneKey, { values });
      return true;
    } catch (error) {
      showToast('error', 'admin.customers.failed', { text: failureText(error) });
      return false;
    }
  }, [showToast, failureText]);
}
