// The build plugin that keeps antd's Tree out of every list until a tree filter is drawn
// (runtime/render/vite/lazyTableFilterTree.ts). The generated wrapper is run here with React and a
// loader standing in for its dynamic import: it draws nothing until antd's Tree has loaded, then the tree
// with the props the filter dropdown gave it.
import { render, screen } from '@testing-library/react';
import { createRequire } from 'node:module';
import * as React from 'react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FILTER_DROPDOWN, lazyTableFilterTree } from '../../../runtime/render/vite/lazyTableFilterTree';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = lazyTableFilterTree();
const resolveId = (source: string, importer?: string) =>
  (plugin.resolveId as Hook).call({}, source, importer);
const load = (id: string) => (plugin.load as Hook).call({}, id) as string | null;

const dropdown = `/repo/node_modules${FILTER_DROPDOWN.slice('/node_modules'.length)}`;
const treeFile = createRequire(import.meta.url)
  .resolve('antd/es/tree/index.js')
  .replaceAll('\\', '/');

/** The generated module as a function of React and of what stands for its `import()`. */
function wrapperOf(
  code: string,
  loadTree: (file: string) => Promise<unknown>,
): ComponentType<Record<string, unknown>> {
  const body = code
    .replace(
      "import { createElement, lazy, Suspense } from 'react';",
      'const { createElement, lazy, Suspense } = React;',
    )
    .replace(/\bimport\(/, 'loadTree(')
    .replace('export default function', 'return function');
  // The plugin's output is the code under test: it is run as the bundler would include it.
  // eslint-disable-next-line no-new-func
  return new Function('React', 'loadTree', body)(React, loadTree) as ComponentType<Record<string, unknown>>;
}

describe('lazyTableFilterTree', () => {
  it("replaces only the filter dropdown's import of antd's Tree", () => {
    const id = resolveId('../../../tree', dropdown);
    expect(id).toEqual(expect.stringContaining('antd-table-filter-tree'));
    expect(resolveId('../../../tree', '/repo/node_modules/antd/es/tree-select/index.js')).toBeNull();
    expect(resolveId('./Tree', dropdown)).toBeNull();
    expect(resolveId('../../../tree')).toBeNull();
    expect(load('/repo/src/other.ts')).toBeNull();
  });

  it("draws antd's Tree once it has loaded, with the dropdown's props", async () => {
    const code = load(resolveId('../../../tree', dropdown) as string)!;
    let loaded!: (module: unknown) => void;
    const loadTree = vi.fn(() => new Promise((resolve) => (loaded = resolve)));
    const FilterTree = wrapperOf(code, loadTree);
    const treeData = [{ title: 'Group A', key: 'a', children: [{ title: 'Alpha', key: 'alpha' }] }];
    render(<FilterTree treeData={treeData} defaultExpandAll checkable />);

    expect(loadTree).toHaveBeenCalledWith(treeFile);
    expect(screen.queryByText('Group A')).toBeNull();
    const { Tree } = await import('antd');
    loaded({ default: Tree });
    expect(await screen.findByText('Alpha')).toBeTruthy();
    expect(screen.getByText('Group A')).toBeTruthy();
    expect(document.querySelectorAll('.ant-tree-checkbox').length).toBeGreaterThan(0);
  });
});
