/**
 * babel.config.js (Docusaurus' preset) compiles the site's TypeScript and JSX as the webpack build
 * (DOCUSAURUS_FASTER=false) asks it to, for the browser and for the server render.
 */
import path from 'node:path';
import {transformFileSync} from '@babel/core';
import {describe, expect, it} from 'vitest';

const FILE = 'src/theme/Footer/LinkItem/index.tsx';

describe('babel.config.js', () => {
  it.each([false, true])('compiles a theme component (server render: %s)', (isServer) => {
    const result = transformFileSync(FILE, {
      cwd: path.resolve('.'),
      configFile: path.resolve('babel.config.js'),
      caller: {name: 'babel-loader', isServer} as {name: string},
    });
    expect(result?.code).toContain('react/jsx-runtime');
    expect(result?.code).not.toMatch(/import type|: ReactNode/);
  });
});
