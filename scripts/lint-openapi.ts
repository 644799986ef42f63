/**
 * `npm run lint:openapi`: Redocly's lint (rules in redocly.yaml) over every OpenAPI document the
 * site publishes, taken from the one list of documents (src/plugins/openapi/documents.ts).
 */
import {spawnSync} from 'node:child_process';
import {API_DOCUMENTS} from '../src/plugins/openapi/documents';

const result = spawnSync(
  'npx',
  ['redocly', 'lint', '--config', 'redocly.yaml', ...API_DOCUMENTS.map((document) => document.file)],
  {stdio: 'inherit'},
);
process.exit(result.status ?? 1);
