// The server checks page widgets against runtime/schema's FIELD_WIDGET_NAMES; the client's registry
// must offer exactly those names, each with a component, or the two would disagree about a page.
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_WIDGETS } from '../../../runtime/antd/fields/fieldWidgets';
import { registerFieldWidgets } from '../../../runtime/antd/fields/registerFieldWidgets';
import { clearWidgets, getWidget, listWidgets } from '../../../runtime/render';
import { FIELD_WIDGET_NAMES, PICKED_WIDGETS } from '../../../runtime/schema';

const sorted = (names: Iterable<string>) => [...names].sort();

describe('field widget names shared with the server', () => {
  beforeAll(() => {
    clearWidgets();
    registerFieldWidgets();
  });

  it('the client registers exactly the names the server checks with', () => {
    expect(listWidgets()).toEqual(sorted(FIELD_WIDGET_NAMES));
  });

  it('every name has a component', () => {
    expect(sorted(Object.keys(FIELD_WIDGETS))).toEqual(sorted(FIELD_WIDGET_NAMES));
  });

  it('picking widgets are registered as such', () => {
    for (const name of FIELD_WIDGET_NAMES) {
      expect(getWidget(name)?.picks ?? false, name).toBe(
        (PICKED_WIDGETS as readonly string[]).includes(name),
      );
    }
  });
});
