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
