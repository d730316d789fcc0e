import { http, type ApiEnvelope } from '../../runtime/core';

/** A partner as the open search returns it: only the properties the model marks public. */
export interface PublicPartner {
  companyName: string;
  partnerLevel: string | null;
  partnerLevel_dictText?: string | null;
  region: string | null;
  industry: string | null;
  /** Values of dict product_line; the labels, comma-joined, in productLines_dictText. */
  productLines: string[] | null;
  productLines_dictText?: string | null;
  website: string | null;
  address: string | null;
  intro: string | null;
}

export interface PartnerQuery {
  companyName?: string;
  region?: string;
  partnerLevel?: string;
  /** One value of dict product_line. */
  productLine?: string;
  pageNo: number;
  pageSize: number;
}

export interface PartnerPage {
  records: PublicPartner[];
  total: number;
  current: number;
  size: number;
}

export interface SearchOption {
  value: string;
  label: string;
}

export interface SearchOptions {
  levels: SearchOption[];
  /** Dict product_line in the visitor's language (missing from an older server). */
  productLines?: SearchOption[];
  regions: string[];
}

/** The server's limits (server/src/routes/biz/partner-search.ts). */
export const MAX_TEXT = 50;
export const PAGE_SIZE = 10;

// The page shows its own errors, so the global notifications are skipped.
const quiet = { skipErrorHandler: true } as const;

/** Drops empty values so the URL carries only what the visitor typed. */
function compact(query: PartnerQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text !== undefined && text !== '') out[key] = text as string | number;
  }
  return out;
}

/**
 * One page of certified partners (GET /partner/search, no sign-in).
 *
 * @example
 * const page = await searchPartners({ region: '华东', pageNo: 1, pageSize: 10 });
 */
export async function searchPartners(query: PartnerQuery): Promise<PartnerPage> {
  const envelope = await http.get<unknown, ApiEnvelope<PartnerPage>>('/partner/search', {
    params: compact(query),
    ...quiet,
  });
  if (!envelope.success) throw new Error(envelope.message);
  return envelope.result;
}

/**
 * The levels, product lines and regions to choose from (GET /partner/search/options).
 *
 * @example
 * const { levels, productLines, regions } = await searchOptions();
 */
export async function searchOptions(): Promise<SearchOptions> {
  const envelope = await http.get<unknown, ApiEnvelope<SearchOptions>>('/partner/search/options', quiet);
  if (!envelope.success) throw new Error(envelope.message);
  return envelope.result;
}
