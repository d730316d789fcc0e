import { getRuntimeConfig, type RuntimeConfig } from '../config';

// Only `{{ window._CONFIG['key'] }}` (either quote style) is understood; it is substituted, never
// evaluated, so the console runs under a CSP without unsafe-eval (DESIGN.md "Schemas").
const PLACEHOLDER = /\{\{([^}]*)\}\}/g;
const CONFIG_REF = /^\s*window\._CONFIG\[\s*(['"])(\w+)\1\s*\]\s*$/;

function absolute(url: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url) || typeof window === 'undefined') return url;
  return new URL(url, window.location.origin).href.replace(/\/+$/, '');
}

/** The JeecgBoot `window._CONFIG` keys menus use, mapped to this runtime's config (as absolute URLs). */
function configValues(config: RuntimeConfig): Record<string, string> {
  return {
    domianURL: absolute(config.apiBase),
    staticDomainURL: absolute(config.staticDomain),
    imgDomainURL: absolute(config.staticDomain),
  };
}

/**
 * Substitutes `{{ window._CONFIG['domianURL'] }}`-style placeholders in a menu url; any other
 * placeholder, or an unknown key, becomes ''.
 *
 * @example
 * substituteUrlPlaceholders("{{ window._CONFIG['domianURL'] }}/jmreport/list"); // 'http://host/api/jmreport/list'
 */
export function substituteUrlPlaceholders(url: string, config: RuntimeConfig = getRuntimeConfig()): string {
  if (!url.includes('{{')) return url;
  const values = configValues(config);
  return url.replace(PLACEHOLDER, (_match, inner: string) => {
    const key = CONFIG_REF.exec(inner)?.[2];
    return key !== undefined ? (values[key] ?? '') : '';
  });
}
