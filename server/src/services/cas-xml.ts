// Reads the CAS server's XML: the serviceValidate answer (CAS protocol 2.0/3.0 §2.5, §2.7) and the
// single-logout request it POSTs back (SAML LogoutRequest, CAS protocol §2.3.3). Namespace prefixes are
// dropped, since servers differ in them; entities are never expanded (no billion-laughs, no external
// entities), and anything that is not well-formed XML of the expected shape reads as a failure.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export type CasValidation =
  | { ok: true; user: string; attributes: Record<string, string> }
  | { ok: false; code: string; message: string };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

type Node = Record<string, unknown>;

function parse(xml: string): Node | null {
  if (XMLValidator.validate(xml) !== true) return null;
  try {
    const doc: unknown = parser.parse(xml);
    return isNode(doc) ? doc : null;
  } catch {
    return null;
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text of a leaf: a string, or the `#text` of an element that also has attributes. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isNode(value) && typeof value['#text'] === 'string') return value['#text'];
  return undefined;
}

function attributesOf(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isNode(value)) return out;
  for (const [name, raw] of Object.entries(value)) {
    if (name.startsWith('@_')) continue;
    // A multi-valued attribute arrives as repeated elements; its first value is the one we map.
    const first = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
    const value = text(first);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

const MALFORMED: CasValidation = { ok: false, code: 'INVALID_RESPONSE', message: 'malformed CAS response' };

/**
 * Reads a serviceValidate answer.
 *
 * @example
 * readValidation('<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess>' +
 *   '<cas:user>jane</cas:user></cas:authenticationSuccess></cas:serviceResponse>');
 * // { ok: true, user: 'jane', attributes: {} }
 */
export function readValidation(xml: string): CasValidation {
  const root = parse(xml)?.serviceResponse;
  if (!isNode(root)) return MALFORMED;
  const success = root.authenticationSuccess;
  if (isNode(success)) {
    const user = text(success.user)?.trim();
    if (!user) return MALFORMED;
    return { ok: true, user, attributes: attributesOf(success.attributes) };
  }
  const failure = root.authenticationFailure;
  if (failure !== undefined) {
    const code = isNode(failure) && typeof failure['@_code'] === 'string' ? failure['@_code'] : 'UNKNOWN';
    return { ok: false, code: code.slice(0, 64), message: (text(failure) ?? '').slice(0, 500) };
  }
  return MALFORMED;
}

/**
 * The service ticket named by a single-logout request, or null when the body is not one.
 *
 * @example
 * readLogoutTicket('<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol">' +
 *   '<samlp:SessionIndex>ST-1</samlp:SessionIndex></samlp:LogoutRequest>'); // 'ST-1'
 */
export function readLogoutTicket(xml: string): string | null {
  const request = parse(xml)?.LogoutRequest;
  if (!isNode(request)) return null;
  const index = text(request.SessionIndex)?.trim();
  return index ? index : null;
}
