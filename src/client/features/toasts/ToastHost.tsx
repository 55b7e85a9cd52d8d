// Only the hook: antd's message module also holds a global, static message API this app never uses.
import useMessage from 'antd/lib/message/useMessage';
import { useEffect } from 'react';
import { TOAST_LIMIT } from '../../config/constants';
import { useToasts } from './toasts-context';

/** Mounted once inside the app; renders the toasts and lends their API to the app's toasts. */
export function ToastHost() {
  const { attachHost } = useToasts();
  const [api, holder] = useMessage({ maxCount: TOAST_LIMIT, top: 72 });
  useEffect(() => {
    attachHost(api);
    return () => attachHost(null);
  }, [api, attachHost]);
  return holder;
}
