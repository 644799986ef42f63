/** The server for programs that embed it: `createServer(Source.site(url))`, then connect a transport. */
export {createServer, DocsServer, SERVER_NAME, SERVER_VERSION, type SearchHit} from './server';
export {Source, ToolError, NotFound} from './source';
export {SECTIONS, SECTION_IDS, type SectionId} from './sections';
