import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { SearchErrorType } from '../search/search-slice';
import { searchErrorText } from './brand-notices';
import { selectSearchedBrandData, selectSearchType } from './filter-selectors';

/** The text a failed search shows, in the interface language; a searched brand decides it (searchErrorText). */
export function useSearchErrorMessage(errorType: SearchErrorType | null): string | null {
  const { t } = useTranslation();
  const searchType = useSelector(selectSearchType);
  const searchedBrandData = useSelector(selectSearchedBrandData);
  if (errorType === null) return null;
  const { key, values } = searchErrorText(errorType, searchType, searchedBrandData);
  return t(key, values);
}
