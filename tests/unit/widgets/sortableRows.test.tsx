// The layout builder's sortable list from the keyboard: Space picks a row up, the arrow keys move it,
// Space drops it; Escape puts it back. jsdom lays nothing out, so each row gets a place 40px below the
// one before it.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moveItem } from '../../../widgets/schema-designer/layout/listLayout';
import { SortableRows } from '../../../widgets/schema-designer/layout/SortableRows';
import { initI18n } from '../../../runtime/core';
import '../../../widgets/schema-designer/layout/locales';

function Columns() {
  const [columns, setColumns] = useState(['name', 'mobile', 'rank']);
  return (
    <>
      <SortableRows
        rows={columns.map((c) => ({ id: c, name: c, content: c }))}
        onMove={(from, to) => setColumns(moveItem(columns, from, to))}
      />
      <output>{columns.join(',')}</output>
    </>
  );
}

describe('sortable rows', () => {
  beforeEach(() => {
    initI18n('zh-CN');
    const measure = Element.prototype.getBoundingClientRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const row = this.closest('[data-row]');
      if (!row?.parentElement) return measure.call(this);
      const index = [...row.parentElement.children].indexOf(row);
      return DOMRect.fromRect({ x: 0, y: index * 40, width: 300, height: 40 });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('moves a row down with Space, ArrowDown, Space', async () => {
    render(<Columns />);
    const handle = screen.getByLabelText('拖动 name');
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    // Picked up; the sensor listens for the next keys from the following tick.
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    expect((await screen.findByText('mobile,name,rank')).tagName).toBe('OUTPUT');
  });
});
