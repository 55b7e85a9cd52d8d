import { ConfigProvider } from 'antd';
// antd's own style hook for <App>: the same classes, font, colour and link styles as <App>.
import useAppStyle from 'antd/lib/app/style';
import { useContext, type ReactNode } from 'react';

/**
 * The root element antd's <App> renders, without <App> itself: <App> also sets up modal and
 * notification hooks that this app never calls, and their code (dialogs, forms, validation) would
 * be loaded by the sign-in page. Its classes give every text on the page antd's font and
 * colour, and every link antd's link style.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return <div className={`${hashId} ${prefixCls} ${cssVarCls}`}>{children}</div>;
}
