// Type of the virtual module of antdStaticStyles.ts: the URL of the build's antd stylesheet, or null.
declare module 'virtual:antd-static-styles' {
  const url: string | null;
  export default url;
}
