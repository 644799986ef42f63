import type {Plugin} from '@docusaurus/types';

/** Lets pages and components import YAML files (the OpenAPI documents) as parsed objects. */
export default function yamlModules(): Plugin {
  return {
    name: 'yaml-modules',
    configureWebpack() {
      return {
        module: {rules: [{test: /\.ya?ml$/, use: 'yaml-loader', type: 'javascript/auto'}]},
      };
    },
  };
}
