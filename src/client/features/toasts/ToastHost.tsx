// Only the hook: antd's message module also holds a global, static message API this app never uses.
import useMessage from 'antd/lib/message/useMessage';
import { useEffect } from 'react';
import { TOAST_LIMIT } from '../../config/constants';
import { registerToastHost } from './toast';

/** Mounted once inside the app; renders the toasts and lends their API to showToast. */
export function ToastHost() {
  const [api, holder] = useMessage({ maxCount: TOAST_LIMIT, top: 72 });
  useEffect(() => {
    registerToastHost(api);
    return () => registerToastHost(null);
  }, [api]);
  return holder;
}
