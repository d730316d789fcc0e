// The component that renders a page schema by id (runtime/antd's SchemaPage), held here once
// registered. A kind that shows another page inside itself (a detail's related lists, a dialog's
// content, a modal page's content) renders it through this slot: importing the host would close an
// import circle, host → kind → host.
import type { ComponentType } from 'react';
import { componentOf, type ComponentSource } from './componentSource';

/** What the host of schema pages receives. */
export interface SchemaPageProps {
  pageId: string;
  params: Record<string, unknown>;
}

let host: ComponentType<SchemaPageProps> | undefined;

/**
 * Registers the host of schema pages; registering again replaces it.
 *
 * @example
 * registerSchemaPageHost({ lazy: () => import('../antd/page/SchemaPage') });
 */
export function registerSchemaPageHost(source: ComponentSource<SchemaPageProps>): void {
  host = componentOf(source);
}

/**
 * The registered host. Throws when none is: the schema runtime was not registered at start.
 *
 * @example
 * const Host = schemaPageHost(); <Host pageId="system.dict.list" params={{}} />
 */
export function schemaPageHost(): ComponentType<SchemaPageProps> {
  if (!host) throw new Error('no schema page host is registered: call registerSchemaRuntime() at start');
  return host;
}
