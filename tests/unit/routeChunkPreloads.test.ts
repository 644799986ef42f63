import {describe, expect, test} from 'vitest';
import {parseRouteTable, routeScriptFiles} from '../../src/plugins/routeChunkPreloads/routeChunks';

/** A route table in the shape Docusaurus 3.7 generates (`.docusaurus/routes.js`). */
const ROUTE_TABLE = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog/6-22',
    component: ComponentCreator('/blog/6-22', '35b'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'a1b'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'c2d'),
        routes: [
          {
            path: '/docs/agent/login',
            component: ComponentCreator('/docs/agent/login', 'e3f'),
            exact: true,
            sidebar: "tutorialSidebar"
          }
        ]
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES = {
  '/blog/6-22-35b': {__comp: 'post', __context: {plugin: 'blogPlugin'}, content: 'post622'},
  '/docs-a1b': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}},
  '/docs-c2d': {__comp: 'docVersion', __props: 'versionData'},
  '/docs/agent/login-e3f': {__comp: 'docItem', content: 'login'},
  '/-e5f': {__comp: 'home', items: [{content: 'latest'}]},
};

const GROUPS = {
  post: ['assets/js/post.1.js', 'assets/js/shared.9.js'],
  blogPlugin: ['assets/js/blogPlugin.2.js'],
  post622: ['assets/js/post622.3.js'],
  docsRoot: ['assets/js/docsRoot.4.js', 'assets/css/docsRoot.4.css'],
  docsPlugin: ['assets/js/docsPlugin.5.js'],
  docVersion: ['assets/js/docVersion.6.js', 'assets/js/main.0.js'],
  versionData: ['assets/js/versionData.7.js'],
  docItem: ['assets/js/docItem.8.js', 'assets/js/shared.9.js'],
  login: ['assets/js/login.10.js'],
  home: ['assets/js/home.11.js'],
  latest: ['assets/js/latest.12.js'],
};

const ENTRY = new Set(['assets/js/runtime~main.0.js', 'assets/js/main.0.js']);

describe('route chunk preloads', () => {
  const routes = parseRouteTable(ROUTE_TABLE);

  test("Docusaurus' route table is read with each route's chunk key, nested routes included", () => {
    expect(routes.map(({path, chunkKey}) => [path, chunkKey])).toEqual([
      ['/blog/6-22', '/blog/6-22-35b'],
      ['/docs', '/docs-a1b'],
      ['/', '/-e5f'],
      ['*', '*-undefined'],
    ]);
    expect(routes[1].routes?.[0].routes?.[0]).toMatchObject({
      path: '/docs/agent/login',
      chunkKey: '/docs/agent/login-e3f',
    });
  });

  test("a page's script files are those of every route it matches, layouts first, each once, without the entry's or styles", () => {
    expect(routeScriptFiles('/docs/agent/login', routes, CHUNK_NAMES, GROUPS, ENTRY)).toEqual([
      'assets/js/docsRoot.4.js',
      'assets/js/docsPlugin.5.js',
      'assets/js/docVersion.6.js',
      'assets/js/versionData.7.js',
      'assets/js/docItem.8.js',
      'assets/js/shared.9.js',
      'assets/js/login.10.js',
    ]);
    expect(routeScriptFiles('/blog/6-22', routes, CHUNK_NAMES, GROUPS, ENTRY)).toEqual([
      'assets/js/post.1.js',
      'assets/js/shared.9.js',
      'assets/js/blogPlugin.2.js',
      'assets/js/post622.3.js',
    ]);
    expect(routeScriptFiles('/', routes, CHUNK_NAMES, GROUPS, ENTRY)).toEqual([
      'assets/js/home.11.js',
      'assets/js/latest.12.js',
    ]);
  });

  test('a page no route has (the not-found page) preloads nothing', () => {
    expect(routeScriptFiles('/404.html', routes, CHUNK_NAMES, GROUPS, ENTRY)).toEqual([]);
  });

  test('a route table of another shape, a route without chunk names or a chunk without files fails the build', () => {
    expect(() => parseRouteTable(`import x from 'y';\nexport default [];`)).toThrow(/not the route table/);
    expect(() => routeScriptFiles('/', routes, {}, GROUPS, ENTRY)).toThrow(/no chunk names for the route \/-e5f/);
    expect(() => routeScriptFiles('/', routes, CHUNK_NAMES, {home: []}, ENTRY)).toThrow(/no chunk group "latest"/);
  });
});
