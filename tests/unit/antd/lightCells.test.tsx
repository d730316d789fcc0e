// The list's light cells (LightTag.tsx, LightCheckbox.tsx) draw what antd's Tag and the Table's
// selection Checkbox draw: the same elements and classes, so the rows look the same, and a click on the
// light checkbox selects through the Table's own handler. A truncated value's tooltip (HoverTooltip.tsx)
// is antd's, mounted on the first hover, and opens and closes as antd's does.
import { fireEvent, render, waitFor } from '@testing-library/react';
import { Table, Tag } from 'antd';
import type { Key } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxScope, lightSelectionCell } from '../../../runtime/antd/list/LightCheckbox';
import { LightTag, TagScope } from '../../../runtime/antd/list/LightTag';
import { HoverTooltip } from '../../../runtime/antd/list/HoverTooltip';

const classesOf = (element: Element | null | undefined) => [...(element?.classList ?? [])].sort();

describe('LightTag', () => {
  it.each(['blue', 'success', '#f50', undefined])('draws what antd draws for color %s', async (color) => {
    const { findByText } = render(
      <TagScope>
        <Tag color={color}>antd</Tag>
        <LightTag color={color}>light</LightTag>
      </TagScope>,
    );
    const antd = await findByText('antd');
    const light = await findByText('light');
    expect(light.tagName).toBe('SPAN');
    expect(classesOf(light)).toEqual(classesOf(antd));
    expect(light.style.backgroundColor).toBe(antd.style.backgroundColor);
    // cssinjs's hash class, which scopes antd's rules to the sheets registered with this theme.
    expect(classesOf(light).some((c) => c.startsWith('css-'))).toBe(true);
  });

  it('is antd Tag outside a scope', async () => {
    const { findByText } = render(<LightTag color="red">plain</LightTag>);
    expect(classesOf(await findByText('plain'))).toContain('ant-tag-red');
  });
});

interface Row {
  id: string;
  name: string;
}
const ROWS: Row[] = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
];

function SelectableTable({ light, onChange }: { light: boolean; onChange: (keys: Key[]) => void }) {
  return (
    <CheckboxScope>
      <Table<Row>
        rowKey="id"
        columns={[{ dataIndex: 'name', title: 'Name' }]}
        dataSource={ROWS}
        pagination={false}
        rowSelection={{
          selectedRowKeys: ['a'],
          onChange,
          renderCell: light ? lightSelectionCell : undefined,
        }}
      />
    </CheckboxScope>
  );
}

function rowBoxes(container: HTMLElement) {
  return [...container.querySelectorAll('tbody .ant-table-selection-column')].map((cell) => ({
    label: classesOf(cell.querySelector('label')),
    box: classesOf(cell.querySelector('label > span')),
    input: cell.querySelector('input'),
    inner: classesOf(cell.querySelector('label > span > span')),
  }));
}

describe('lightSelectionCell', () => {
  it("draws the Table's checkboxes with antd's classes, checked and not", () => {
    const antd = rowBoxes(render(<SelectableTable light={false} onChange={() => {}} />).container);
    const light = rowBoxes(render(<SelectableTable light onChange={() => {}} />).container);
    expect(light).toHaveLength(2);
    for (const [i, row] of light.entries()) {
      const drawn = antd[i];
      expect(row.label).toEqual(drawn?.label);
      expect(row.box).toEqual(drawn?.box);
      expect(row.inner).toEqual(drawn?.inner);
      expect(row.input?.className).toBe(drawn?.input?.className);
      expect(row.input?.checked).toBe(drawn?.input?.checked);
    }
    expect(light[0]?.label).toContain('ant-checkbox-wrapper-checked');
    expect(light[0]?.box).toEqual(expect.arrayContaining(['ant-checkbox-checked', 'ant-wave-target']));
    expect(light[1]?.label).not.toContain('ant-checkbox-wrapper-checked');
  });

  it("selects through the Table's handler", () => {
    const onChange = vi.fn();
    const { container } = render(<SelectableTable light onChange={onChange} />);
    const second = rowBoxes(container)[1]?.input;
    if (!second) throw new Error('no checkbox in the second row');
    fireEvent.click(second);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toEqual(['a', 'b']);
  });
});

describe('HoverTooltip', () => {
  it('shows the whole text on hover and hides it when the pointer leaves', async () => {
    const { getByText, findByRole, queryByRole, baseElement } = render(
      <HoverTooltip title="the whole description">the whole…</HoverTooltip>,
    );
    expect(baseElement.querySelector('.ant-tooltip')).toBeNull();
    fireEvent.mouseEnter(getByText('the whole…'));
    expect((await findByRole('tooltip')).textContent).toBe('the whole description');
    fireEvent.mouseLeave(getByText('the whole…'));
    await waitFor(() => expect(baseElement.querySelector('.ant-tooltip-hidden')).not.toBeNull());
    fireEvent.mouseEnter(getByText('the whole…'));
    await waitFor(() => expect(baseElement.querySelector('.ant-tooltip-hidden')).toBeNull());
    expect(queryByRole('tooltip')?.textContent).toBe('the whole description');
  });
});
