// Which modules the build puts in the console's chunks (runtime/render/vite/consoleChunk.ts), read from
// the chunks of an analysis build.
import { describe, expect, it } from 'vitest';
import { consoleChunkSets, type BuiltChunk } from '../../../runtime/render/vite/consoleChunk';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  facade?: string,
): BuiltChunk => ({
  fileName,
  isEntry: fileName === 'index.js',
  facadeModuleId: facade ?? null,
  imports,
  moduleIds,
});

// The entry, two console roots sharing a table chunk, a button chunk the sign-in page uses too, a
// select chunk the registration page uses too, and a chart only another page loads.
const analysis: BuiltChunk[] = [
  chunk('index.js', ['/app/main.tsx', '/node_modules/react/index.js'], [], '/app/main.tsx'),
  chunk(
    'Layout.js',
    ['/app/widgets/Layout.tsx'],
    ['index.js', 'button.js', 'icons.js'],
    '/app/widgets/Layout.tsx',
  ),
  chunk('List.js', ['/app/runtime/List.tsx'], ['index.js', 'table.js', 'select.js'], '/app/runtime/List.tsx'),
  chunk(
    'table.js',
    ['/node_modules/antd/es/table/index.js', '/node_modules/rc-table/es/index.js'],
    ['button.js'],
  ),
  chunk('button.js', ['/node_modules/antd/es/button/index.js'], ['index.js']),
  chunk('icons.js', ['/node_modules/@ant-design/icons/es/Bell.js']),
  chunk('select.js', ['/node_modules/antd/es/select/index.js']),
  chunk('Login.js', ['/app/widgets/Login.tsx'], ['index.js', 'button.js'], '/app/widgets/Login.tsx'),
  chunk(
    'Register.js',
    ['/app/widgets/Register.tsx'],
    ['button.js', 'select.js'],
    '/app/widgets/Register.tsx',
  ),
  chunk(
    'Chart.js',
    ['/app/widgets/Chart.tsx', '/node_modules/echarts/index.js'],
    ['table.js'],
    '/app/widgets/Chart.tsx',
  ),
];

const roots = {
  console: ['widgets/Layout.tsx', 'runtime/List.tsx'],
  signIn: ['widgets/Login.tsx'],
  apart: ['widgets/Register.tsx'],
};

describe('consoleChunkSets', () => {
  it('groups what the console roots load, apart from the entry and the roots themselves', () => {
    const sets = consoleChunkSets(analysis, roots);
    expect(Object.fromEntries(sets)).toEqual({
      '/node_modules/antd/es/table/index.js': 'console',
      '/node_modules/rc-table/es/index.js': 'console',
      '/node_modules/@ant-design/icons/es/Bell.js': 'console',
      '/node_modules/antd/es/button/index.js': 'console-shared',
      '/node_modules/antd/es/select/index.js': 'console-open',
    });
  });

  it('leaves out what only other lazy pages load', () => {
    const sets = consoleChunkSets(analysis, roots);
    expect(sets.has('/node_modules/echarts/index.js')).toBe(false);
    expect(sets.has('/app/widgets/Chart.tsx')).toBe(false);
    expect(sets.has('/app/widgets/Login.tsx')).toBe(false);
  });

  it('groups nothing when no chunk has a console root (another build, such as Storybook’s)', () => {
    expect(consoleChunkSets(analysis, { console: ['widgets/Missing.tsx'], signIn: [], apart: [] }).size).toBe(
      0,
    );
  });

  it('matches roots by whole path segments, on Windows paths too', () => {
    const windows = analysis.map((c) => ({
      ...c,
      facadeModuleId: c.facadeModuleId?.replaceAll('/', '\\') ?? null,
    }));
    expect(consoleChunkSets(windows, roots).get('/node_modules/antd/es/table/index.js')).toBe('console');
    expect(consoleChunkSets(analysis, { ...roots, console: ['yout.tsx', 'ist.tsx'] }).size).toBe(0);
  });
});
