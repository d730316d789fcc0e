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

// Types of the virtual modules of schemaAreas.ts: area → its families; family → its documents.
declare module 'virtual:schema-areas' {
  type Loader<T> = () => Promise<{ default: Readonly<Record<string, T>> }>;
  const areas: Readonly<Record<string, Loader<Loader<unknown>>>>;
  export default areas;
}
