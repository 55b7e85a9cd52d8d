/**
 * antd's own texts (pagination, empty states, …) follow the interface language. English, antd's
 * default, comes with the page; German, French and Spanish load when chosen, so the sign-in page
 * carries one locale instead of four. (webpack.config.js maps antd/lib to antd's ES modules.)
 */
import type { Locale } from 'antd/lib/locale';
import enUS from 'antd/lib/locale/en_US';
import { useEffect, useState } from 'react';
import type { Language } from '../../shared/languages';

const LOADERS: Record<Exclude<Language, 'EN'>, () => Promise<{ default: Locale }>> = {
  DE: () => import(/* webpackChunkName: "antd-locale-de" */ 'antd/lib/locale/de_DE'),
  FR: () => import(/* webpackChunkName: "antd-locale-fr" */ 'antd/lib/locale/fr_FR'),
  ES: () => import(/* webpackChunkName: "antd-locale-es" */ 'antd/lib/locale/es_ES'),
};

const loaded: Partial<Record<Language, Locale>> = { EN: enUS };

export async function loadAntdLocale(language: Language): Promise<Locale> {
  const known = loaded[language];
  if (known) return known;
  const locale = (await LOADERS[language as Exclude<Language, 'EN'>]()).default;
  loaded[language] = locale;
  return locale;
}

/** The language's locale; while it loads, the one shown before (English at first). */
export function useAntdLocale(language: Language): Locale {
  const [shown, setShown] = useState<Locale>(() => loaded[language] ?? enUS);
  useEffect(() => {
    const known = loaded[language];
    if (known) {
      setShown(known);
      return undefined;
    }
    let current = true;
    // A locale that cannot load (the network is gone) leaves the texts shown before.
    loadAntdLocale(language).then((locale) => current && setShown(locale), () => undefined);
    return () => {
      current = false;
    };
  }, [language]);
  return loaded[language] ?? shown;
}
