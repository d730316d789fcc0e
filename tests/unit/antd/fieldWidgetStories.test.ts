// Every registered field widget has a story: either the form-widget story shows it (what its schema,
// runtime/antd/form/storySchemas.ts, compiles to) or a story file of its own under runtime/antd/fields
// has it as its component. Both are read from the stories themselves, so a widget registered later
// without a story fails here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Meta } from '@storybook/react-vite';
import { FIELD_WIDGETS } from '../../../runtime/antd/fields/fieldWidgets';
import { registerFieldWidgets } from '../../../runtime/antd/fields/registerFieldWidgets';
import { storyWidgetSource } from '../../../runtime/antd/form/storySchemas';
import { clearWidgets, listWidgets, registerSchemaSource } from '../../../runtime/render';
import { clearPageBundles, loadPageBundle } from '../../../runtime/render/schema/loadPageBundle';
import type { FormPageSchema } from '../../../runtime/render/schemaLite';
import { compile } from '../render/formilyHelpers';

const STORY_FORM = 'story.widgets.form';

const fieldStories = import.meta.glob<{ default: Meta }>('../../../runtime/antd/fields/*.stories.tsx', {
  eager: true,
});

/** The widgets the form-widget story renders, compiled from its schema the way the page does. */
async function widgetsOfStoryForm(): Promise<string[]> {
  registerSchemaSource(storyWidgetSource());
  clearPageBundles();
  const bundle = await loadPageBundle(STORY_FORM);
  const page = bundle.page as FormPageSchema;
  const models = [...bundle.models.values()].map((doc) => doc.schema);
  const model = models.find((m) => m.$id === `urn:lowcode:model:${page.model}`)!;
  return compile(page, model, { extraModels: models.filter((m) => m !== model) }).widgets;
}

/** The registered names of the components the field story files are about. */
function widgetsWithOwnStories(): string[] {
  const components = new Set(Object.values(fieldStories).map((mod) => mod.default.component));
  return Object.entries(FIELD_WIDGETS).flatMap(([name, component]) =>
    components.has(component as never) ? [name] : [],
  );
}

describe('field widget stories', () => {
  beforeAll(() => {
    clearWidgets();
    registerFieldWidgets();
  });

  it('the form-widget story shows the option, multi-option and range widgets', async () => {
    expect(await widgetsOfStoryForm()).toEqual(
      expect.arrayContaining(['Select', 'RadioGroup', 'CheckboxGroup', 'DateRange', 'DatePicker']),
    );
  });

  it('every registered field widget has a story', async () => {
    const covered = new Set([...(await widgetsOfStoryForm()), ...widgetsWithOwnStories()]);
    const registered = listWidgets();
    expect(registered.length).toBeGreaterThan(10);
    expect(registered.filter((name) => !covered.has(name))).toEqual([]);
  });
});
