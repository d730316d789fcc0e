// @vitest-environment node
// The one-way dependency rule of DESIGN.md "Layout", proven against the real ESLint configuration.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function layerErrors(filePath: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length;
}

describe('one-way imports', () => {
  it.each([
    ['runtime/core/x.ts', "import 'antd';"],
    ['runtime/core/state/x.ts', "import '../../../widgets/shell/register';"],
    ['runtime/core/x.ts', "import '../render/pageRegistry';"],
    ['runtime/schema/x.ts', "import 'react';"],
    ['runtime/render/x.ts', "import '../antd/LocaleSwitch';"],
    ['widgets/shell/x.ts', "import '../../runtime/app/App';"],
    ['server/src/x.ts', "import '../../runtime/core/index';"],
    ['schemas/api/x.ts', "import '../../runtime/core/index';"],
  ])('refuses %s importing %s', async (file, source) => {
    expect(await layerErrors(file, source)).toBe(1);
  });

  it.each([
    ['runtime/render/x.ts', "import '../core/index';"],
    ['runtime/render/formily/x.ts', "import '../widgets/widgetRegistry';"],
    ['widgets/shell/x.ts', "import '../../runtime/render/index';"],
    ['runtime/app/x.ts', "import '../../widgets/shell/register';"],
    ['server/src/x.ts', "import '../../schemas/api/visits.js';"],
  ])('allows %s importing %s', async (file, source) => {
    expect(await layerErrors(file, source)).toBe(0);
  });
});
