// The checks a template write and a send share: the sample JSON parses, and every `${variable}` of the
// title (templateName) and content has a value, and the content is not markup so deep or dense that
// sanitising it for each receiver would stall the server (lib/html-cost.ts). Each problem names the
// field it is about.
import type { FastifyRequest } from 'fastify';
import type { FieldError } from '../../crud/types.js';
import { htmlCost } from '../../lib/html-cost.js';
import { missingVariables, parseTemplateData, type TemplateData } from '../../services/message-template.js';

export interface TemplateTexts {
  templateName: unknown;
  templateContent: unknown;
  templateTestJson: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Problems of a template about to be stored; values that are not strings are left to the model's
 * shape check.
 *
 * @example
 * const errors = templateProblems(request, { templateName: 'Hi ${name}', templateContent: '…', templateTestJson: '{}' });
 */
export function templateProblems(request: FastifyRequest, texts: TemplateTexts): FieldError[] {
  const sample = parseTemplateData(text(texts.templateTestJson));
  if (sample === null) return [{ field: 'templateTestJson', message: request.t('msgSampleInvalid') }];
  const errors: FieldError[] = [];
  const costly = htmlCost(text(texts.templateContent) ?? '');
  if (costly)
    return [
      {
        field: 'templateContent',
        message: request.t(costly.key, { field: 'templateContent', limit: costly.limit }),
      },
    ];
  for (const field of ['templateName', 'templateContent'] as const) {
    const missing = missingVariables(sample, text(texts[field]));
    if (missing.length > 0)
      errors.push({ field, message: request.t('msgSampleMissing', { field, names: missing.join(', ') }) });
  }
  return errors;
}

/**
 * The data a send fills the template with: the request's testData, or the template's sample when it
 * gives none.
 *
 * @example
 * const data = sendData(request, body.testData, row.template_test_json, row.template_name, row.template_content);
 */
export function sendData(
  request: FastifyRequest,
  testData: string | undefined,
  sample: string | null,
  ...texts: string[]
): { data: TemplateData } | { error: FieldError } {
  const given = testData !== undefined && testData.trim() !== '';
  const data = parseTemplateData(given ? testData : sample);
  if (data === null)
    return {
      error: given
        ? { field: 'testData', message: request.t('msgTestDataInvalid') }
        : { field: 'templateTestJson', message: request.t('msgSampleInvalid') },
    };
  const missing = missingVariables(data, ...texts);
  if (missing.length > 0)
    return {
      error: { field: 'testData', message: request.t('msgTestDataMissing', { names: missing.join(', ') }) },
    };
  return { data };
}
