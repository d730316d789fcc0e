// Turns Fastify/ajv validation errors into one message naming each bad field, in the caller's language.
import type { FastifySchemaValidationError } from 'fastify';
import { message, type Lang, type MessageKey } from './messages.js';

function fieldOf(error: FastifySchemaValidationError, context: string | undefined): string {
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string') return missing;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
}

function textOf(error: FastifySchemaValidationError, lang: Lang, field: string): string {
  const { limit, type } = error.params as { limit?: unknown; type?: unknown };
  const numeric = type === 'integer' || type === 'number';
  let key: MessageKey = 'fieldInvalid';
  if (error.keyword === 'required') key = 'fieldRequired';
  else if (error.keyword === 'x-finite') key = 'fieldNotNumber';
  else if (error.keyword === 'type' && error.instancePath === '') key = 'fieldRequired';
  // Say what is wrong: "pageSize must be a whole number", "pageSize must be at least 1".
  else if (error.keyword === 'type') key = numeric ? 'fieldNotNumber' : 'fieldType';
  else if (error.keyword === 'minimum') key = 'fieldMinimum';
  else if (error.keyword === 'maximum') key = 'fieldMaximum';
  else if (error.keyword === 'minLength') key = limit === 1 ? 'fieldRequired' : 'fieldTooShort';
  else if (error.keyword === 'maxLength') key = 'fieldTooLong';
  else if (error.keyword === 'pattern') key = 'fieldPattern';
  return message(lang, key, { field, limit: typeof limit === 'number' ? limit : '' });
}

/** e.g. 'username: 必填; password: 必填' or 'username is required; password is required'. */
export function validationMessage(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
  lang: Lang,
): string {
  const texts = errors.map((e) => textOf(e, lang, fieldOf(e, context)));
  return [...new Set(texts)].join('; ');
}
