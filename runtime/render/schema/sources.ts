// Where page and model schemas come from. The repository's JSON files are the first source; schemas an
// admin stores in the database (the online designer) register as a second one later, with no change to
// the resolver: it asks every source in order.
import type { SchemaSource } from '../schemaLite';

/** What a source tells about a page without loading it. */
export interface SchemaPageInfo {
  id: string;
  menuKey?: string;
  kind?: string;
  model?: string;
}

/** A supplier of schema documents. */
export interface PageSchemaSource {
  /** Shown in errors, e.g. `repository`. */
  name: string;
  /**
   * Its documents were validated before they got here (the repository's files: by the tests and by the
   * server, which refuses to start otherwise). Production builds then skip validating them again.
   */
  trusted?: boolean;
  /** The pages this source holds, known without loading them (read at start to register menu keys). */
  pages(): readonly SchemaPageInfo[];
  /** The page document, or undefined when the source does not hold it. */
  loadPage(id: string): Promise<SchemaSource | undefined>;
  /** The model document, or undefined when the source does not hold it. */
  loadModel(name: string): Promise<SchemaSource | undefined>;
  /** Starts loading what `loadPage` needs before any document (the repository's file index chunk). */
  preload?(): Promise<unknown>;
}

/** A document and whether its source is trusted. */
export type FoundDocument = SchemaSource & { trusted: boolean };

const sources: PageSchemaSource[] = [];
const listeners = new Set<() => void>();

/**
 * Calls `listener` whenever a source is registered (or announces new pages), e.g. to register the
 * menu keys of a source added after start, such as schemas stored in the database.
 *
 * @example
 * const stop = onSchemaSourcesChange(() => registerMenuKeys());
 */
export function onSchemaSourcesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tells the resolver that a source's pages changed (a schema stored or renamed in the designer).
 *
 * @example
 * notifySchemaSourcesChanged();
 */
export function notifySchemaSourcesChanged(): void {
  listeners.forEach((listener) => listener());
}

/**
 * Adds a schema source; later sources are asked after earlier ones, so built-in pages win.
 *
 * @example
 * registerSchemaSource(repositorySource());
 */
export function registerSchemaSource(source: PageSchemaSource): void {
  const at = sources.findIndex((s) => s.name === source.name);
  if (at >= 0) sources[at] = source;
  else sources.push(source);
  notifySchemaSourcesChanged();
}

/**
 * The registered sources in the order they are asked.
 *
 * @example
 * getSchemaSources().map((s) => s.name); // ['repository']
 */
export function getSchemaSources(): readonly PageSchemaSource[] {
  return sources;
}

/** Forgets every source; for tests. */
export function clearSchemaSources(): void {
  sources.length = 0;
}

/**
 * The first source's page document with this id.
 *
 * @example
 * const doc = await findPage('system.dict.list'); // { path: 'schemas/pages/system/dict.list.json', value, trusted }
 */
export async function findPage(id: string): Promise<FoundDocument | undefined> {
  for (const source of sources) {
    const doc = await source.loadPage(id);
    if (doc) return { ...doc, trusted: source.trusted ?? false };
  }
  return undefined;
}

/**
 * The first source's model document with this name.
 *
 * @example
 * const doc = await findModel('biz_case');
 */
export async function findModel(name: string): Promise<FoundDocument | undefined> {
  for (const source of sources) {
    const doc = await source.loadModel(name);
    if (doc) return { ...doc, trusted: source.trusted ?? false };
  }
  return undefined;
}

/**
 * Starts what every source needs before its first document, so a cold load's page schema waits for no
 * more than its own documents once the route names it. Failures are left to the load that needs it.
 *
 * @example
 * preloadSchemaSources(); // beside the console's chunks, before the permissions name the page
 */
export function preloadSchemaSources(): void {
  for (const source of sources) source.preload?.().catch(() => undefined);
}
