// Type of the virtual module served by schemaIndexPlugin.
declare module 'virtual:schema-index' {
  const entries: readonly {
    id: string;
    menuKey?: string;
    kind?: string;
    model?: string;
  }[];
  export default entries;
}

// Types of the virtual module of schemaFamilies.ts: family (`area/family`) → loader of its documents, and
// family → the families and models (`m:<name>`) its pages reach.
declare module 'virtual:schema-families' {
  type Loader<T> = () => Promise<{ default: Readonly<Record<string, T>> }>;
  export const families: Readonly<Record<string, Loader<unknown>>>;
  export const closures: Readonly<Record<string, readonly string[]>>;
}
