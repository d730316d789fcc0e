import { createForm } from '@formily/core';
import { Schema } from '@formily/json-schema';
import { createSchemaField, FormProvider } from '@formily/react';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  compileFormilyExpression,
  installExpressionCompiler,
} from '../../../runtime/render/formily/expressionCompiler';
import { fieldReactions } from '../../../runtime/render/formily/reactions';

installExpressionCompiler();

const realFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = realFunction;
});

function Plain({ value }: { value?: unknown }) {
  return <span>{String(value ?? '')}</span>;
}

describe("Formily's {{ }} compiler is replaced by the sandboxed evaluator", () => {
  it("no longer evaluates JavaScript: Formily's default compiler would return Object here", () => {
    expect(Schema.shallowCompile('{{ constructor }}', {})).toBeUndefined();
    expect(Schema.shallowCompile('{{ (function () { return 1 })() }}', {})).toBeUndefined();
  });

  it('evaluates the schema expression language without new Function', () => {
    // Any use of the Function constructor (the default compiler's only tool) now throws.
    globalThis.Function = function forbidden() {
      throw new EvalError('unsafe-eval is not allowed');
    } as unknown as FunctionConstructor;
    expect(
      Schema.shallowCompile("{{ values.type == '1' && mode != 'add' }}", {
        $form: { values: { type: '1' } },
        mode: 'edit',
      }),
    ).toBe(true);
    expect(Schema.compile({ hidden: '{{ !(values.qty > 0) }}' }, { $values: { qty: 2 } })).toEqual({
      hidden: false,
    });
  });

  it("reads a reaction's declared dependencies as nested values", () => {
    expect(compileFormilyExpression("values.contact.phone == '1'", { $deps: { 'contact.phone': '1' } })).toBe(
      true,
    );
    expect(compileFormilyExpression('params.id', { params: { id: 'a1' }, $deps: [] })).toBe('a1');
  });

  it('drives field state from *When reactions as the watched values change', async () => {
    const form = createForm({ initialValues: { status: '0' } });
    const SchemaField = createSchemaField({ components: { Plain } });
    const schema = {
      type: 'object',
      properties: {
        status: { type: 'string', 'x-component': 'Plain' },
        assignee: {
          type: 'string',
          'x-component': 'Plain',
          'x-reactions': fieldReactions({
            visibleWhen: { $expr: "values.status != '0'" },
            disabledWhen: { $expr: "mode == 'edit'" },
          }),
        },
      },
    };
    globalThis.Function = function forbidden() {
      throw new EvalError('unsafe-eval is not allowed');
    } as unknown as FunctionConstructor;
    render(
      <FormProvider form={form}>
        <SchemaField schema={schema} scope={{ mode: 'edit' }} />
      </FormProvider>,
    );
    const assignee = form.query('assignee').take() as unknown as { display: string; disabled: boolean };
    expect(assignee.display).toBe('hidden');
    expect(assignee.disabled).toBe(true);
    await act(async () => form.setValuesIn('status', '1'));
    expect(assignee.display).toBe('visible');
  });
});
