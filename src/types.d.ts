// YAML files (the OpenAPI documents) are imported as parsed objects through yaml-loader.
declare module '*.yaml' {
  const data: unknown;
  export default data;
}
