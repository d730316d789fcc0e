import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, searchPartners, type PartnerPage, type PartnerQuery } from './api';

export type SearchState =
  | { status: 'loading'; page: PartnerPage | null }
  | { status: 'ready'; page: PartnerPage }
  | { status: 'error'; message: string; page: PartnerPage | null };

/** The server's message of a refused call (400, 429), if it sent one. */
function messageOf(error: unknown): string {
  const data = (error as { response?: { data?: { message?: unknown } } }).response?.data;
  if (typeof data?.message === 'string' && data.message) return data.message;
  return '';
}

/**
 * Runs the search whenever the query or the language changes (the server labels the product lines in
 * the visitor's language); a slower earlier answer never replaces a later one.
 *
 * @example
 * const state = usePartnerSearch({ region: '华东', pageNo: 1, pageSize: 10 });
 */
export function usePartnerSearch(query: PartnerQuery): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'loading', page: null });
  const { companyName, region, partnerLevel, productLine, pageNo, pageSize = PAGE_SIZE } = query;
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    let current = true;
    setState((prev) => ({ status: 'loading', page: prev.page }));
    searchPartners({ companyName, region, partnerLevel, productLine, pageNo, pageSize })
      .then((page) => current && setState({ status: 'ready', page }))
      .catch(
        (error: unknown) =>
          current && setState((prev) => ({ status: 'error', message: messageOf(error), page: prev.page })),
      );
    return () => {
      current = false;
    };
  }, [companyName, region, partnerLevel, productLine, pageNo, pageSize, language]);
  return state;
}
