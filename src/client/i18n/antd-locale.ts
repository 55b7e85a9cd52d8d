/** antd's own texts (pagination, empty states, …) follow the interface language. */
import deDE from 'antd/locale/de_DE';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import frFR from 'antd/locale/fr_FR';
import type { Locale } from 'antd/es/locale';
import type { Language } from '../../shared/languages';

export const ANTD_LOCALES: Record<Language, Locale> = { EN: enUS, DE: deDE, FR: frFR, ES: esES };
