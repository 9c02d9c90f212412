// Decap's backend, widget, editor-component and locale packages ship no types: what admin/decap.ts uses of them.
declare module 'decap-cms-widget-*' {
  const widget: { Widget(): import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-backend-github' {
  export const GitHubBackend: import('decap-cms-core').CmsBackendClass;
}
declare module 'decap-cms-backend-git-gateway' {
  export const GitGatewayBackend: import('decap-cms-core').CmsBackendClass;
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: import('decap-cms-core').CmsBackendClass;
}
declare module 'decap-cms-backend-test' {
  export const TestBackend: import('decap-cms-core').CmsBackendClass;
}
declare module 'decap-cms-editor-component-image' {
  const image: import('decap-cms-core').EditorComponentOptions;
  export default image;
}
declare module 'decap-cms-locales' {
  export const en: import('decap-cms-core').CmsLocalePhrases;
}
