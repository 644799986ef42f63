/**
 * A worker of the twins' pool (convertPages.ts). Plain JavaScript: a worker thread starts without
 * the TypeScript loader that Docusaurus runs the plugin with (jiti), so it loads the conversion
 * through tsx's, as the npm scripts do.
 */
import {parentPort, workerData} from 'node:worker_threads';
import {tsImport} from 'tsx/esm/api';

const {convertBuiltPage} = await tsImport('./convertPages.ts', import.meta.url);

parentPort.on('message', async (route) => {
  try {
    parentPort.postMessage({route, twin: await convertBuiltPage(workerData, route)});
  } catch (error) {
    parentPort.postMessage({route, error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
  }
});
