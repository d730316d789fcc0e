/**
 * Online form and report menu items (JeecgBoot's online designer) resolve to built-in pages (DESIGN.md
 * "Schemas"): a form to the list page of its model, a report to the report page; the model or report
 * code is the last path segment.
 */

const FORM_COMPONENTS = [/^modules\/online\/cgform\/auto\/OnlineAutoList$/, /^online\/cgform\/.*AutoList$/];
const REPORT_COMPONENTS = [
  /^modules\/online\/cgreport\/auto\/OnlCgreportAutoList$/,
  /^online\/cgreport\/OnlineCgreportList$/,
];
const FORM_PATH = /^\/online\/cgformList\/([^/?#]+)\/?$/;
const REPORT_PATH = /^\/online\/cgreport\/([^/?#]+)\/?$/;

export interface OnlinePage {
  kind: 'form' | 'report';
  /** undefined when the path is the `:code` pattern: the code then comes from the URL. */
  modelCode?: string;
}

function codeFrom(path: string, pattern: RegExp): string | undefined {
  const code = pattern.exec(path)?.[1];
  return code && !code.startsWith(':') ? decodeURIComponent(code) : undefined;
}

/**
 * Tells whether a menu item is an online form or report, and which model it lists.
 *
 * @example
 * matchOnlinePage('modules/online/cgform/auto/OnlineAutoList', '/online/cgformList/abc'); // { kind: 'form', modelCode: 'abc' }
 */
export function matchOnlinePage(component: string, path: string): OnlinePage | undefined {
  const name = component.replace(/^\/+/, '');
  if (FORM_COMPONENTS.some((re) => re.test(name)) || FORM_PATH.test(path)) {
    return { kind: 'form', modelCode: codeFrom(path, FORM_PATH) };
  }
  if (REPORT_COMPONENTS.some((re) => re.test(name)) || REPORT_PATH.test(path)) {
    return { kind: 'report', modelCode: codeFrom(path, REPORT_PATH) };
  }
  return undefined;
}
