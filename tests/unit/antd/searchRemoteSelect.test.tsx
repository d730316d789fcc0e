// A list's search field with `widget: RemoteSelect` picks from the endpoint its props name (a project
// list searching by partner), instead of a text box.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchInput } from '../../../runtime/antd/list/SearchInput';
import { renderSchema } from './schemaHarness';

function Host() {
  const [value, setValue] = useState<unknown>();
  return (
    <>
      <SearchInput
        id="owner"
        search={{
          field: 'owner',
          widget: 'RemoteSelect',
          props: { url: '/sys/user/list', params: { pageSize: 500 }, labelField: 'realname' },
        }}
        def={{ type: 'string', 'x-ref': { model: 'biz_partner' } }}
        label="负责人"
        tx={(text, fallback) => (typeof text === 'string' ? text : (fallback ?? ''))}
        value={value}
        onChange={setValue}
      />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </>
  );
}

describe('SearchInput with RemoteSelect', () => {
  it('offers the endpoint’s rows by label and emits the chosen key', async () => {
    const { server } = await renderSchema(<Host />);
    fireEvent.mouseDown(await screen.findByRole('combobox'));
    fireEvent.click(await screen.findByText('李娜', { selector: '.ant-select-item-option-content' }));
    expect(JSON.parse(screen.getByTestId('value').textContent ?? 'null')).toBe(
      'u0000000000000000000000000000003',
    );
    expect(server.log.some((r) => r.path === '/sys/user/list')).toBe(true);
  });
});
