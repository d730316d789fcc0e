import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeptTreeSelect } from '../../../runtime/antd/fields/DeptTreeSelect';
import { DictCheckbox } from '../../../runtime/antd/fields/DictCheckbox';
import { DictRadio } from '../../../runtime/antd/fields/DictRadio';
import { DictSelect } from '../../../runtime/antd/fields/DictSelect';
import { FileUpload } from '../../../runtime/antd/fields/FileUpload';
import { RichText } from '../../../runtime/antd/fields/RichText';
import { sanitizeRichText, safeLink } from '../../../runtime/antd/fields/sanitizeRichText';
import { clearDepartTree } from '../../../runtime/antd/fields/useDepartTree';
import { UserPicker } from '../../../runtime/antd/fields/UserPicker';
import { filterOptions, matchesText } from '../../../runtime/antd/fields/useDictOptions';
import { renderWithProviders } from '../app/testProviders';
import { renderSchema } from './schemaHarness';

function Host<V>({
  initial,
  render,
}: {
  initial?: V;
  render: (v: V | undefined, set: (v: V | undefined) => void) => React.ReactNode;
}) {
  const [value, setValue] = useState<V | undefined>(initial);
  return (
    <>
      {render(value, setValue)}
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </>
  );
}
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;

afterEach(() => clearDepartTree());

describe('dictionary widgets (SPEC §5)', () => {
  it('filter case-insensitively on text and hide values by filter or removal list', () => {
    const options = [
      { value: 'L', text: 'Low' },
      { value: 'M', text: 'Medium' },
      { value: 'H', text: 'HIGH' },
    ];
    expect(matchesText('hi', 'HIGH')).toBe(true);
    expect(matchesText('HIG', 'high')).toBe(true);
    expect(matchesText('x', 'HIGH')).toBe(false);
    expect(filterOptions(options, { excludeValues: ['H'] }).map((o) => o.value)).toEqual(['L', 'M']);
    expect(filterOptions(options, { includeValues: ['H', 'L'] }).map((o) => o.value)).toEqual(['L', 'H']);
  });

  it('DictSelect offers the options, filters by typed text and emits the value', async () => {
    await renderSchema(
      <Host<string | number | (string | number)[]>
        render={(v, set) => (
          <DictSelect
            aria-label="状态"
            dictCode="case_status"
            excludeValues={['4']}
            value={v}
            onChange={set}
          />
        )}
      />,
    );
    const select = screen.getByRole('combobox', { name: '状态' });
    fireEvent.mouseDown(select);
    expect(await screen.findByText('处理中', { selector: '.ant-select-item-option-content' })).toBeTruthy();
    expect(screen.queryByText('已关闭', { selector: '.ant-select-item-option-content' })).toBeNull();
    fireEvent.change(select, { target: { value: '待客户' } });
    await waitFor(() =>
      expect(screen.queryByText('处理中', { selector: '.ant-select-item-option-content' })).toBeNull(),
    );
    fireEvent.click(screen.getByText('待客户反馈', { selector: '.ant-select-item-option-content' }));
    expect(value()).toBe('2');
  });

  it('DictRadio keeps numbers numeric; DictCheckbox gives a list', async () => {
    await renderSchema(
      <>
        <Host<string | number>
          initial={1}
          render={(v, set) => <DictRadio dictCode="dict_item_status" numeric value={v} onChange={set} />}
        />
      </>,
    );
    fireEvent.click(await screen.findByLabelText('不启用'));
    expect(value()).toBe(0);
  });

  it('DictCheckbox gives the checked values as a list', async () => {
    await renderSchema(
      <Host<(string | number)[] | string>
        initial={['1']}
        render={(v, set) => <DictCheckbox dictCode="case_type" value={v} onChange={set} />}
      />,
    );
    const box = await screen.findByLabelText('需求');
    // antd's group registers each box's value in an effect and drops unregistered values from onChange;
    // a found box may still have that effect pending (a browser runs it before the next click, jsdom's
    // polling query does not), so let it run before the click.
    await act(async () => {});
    fireEvent.click(box);
    expect(value()).toEqual(['1', '3']);
  });
});

describe('reference pickers', () => {
  it('DeptTreeSelect shows the department tree', async () => {
    await renderSchema(
      <Host<string | string[]>
        render={(v, set) => <DeptTreeSelect aria-label="部门" value={v} onChange={set} />}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '部门' }));
    fireEvent.click(await screen.findByText('二线支持部'));
    expect(value()).toBe('d0000000000000000000000000000003');
  });

  it("DeptTreeSelect falls back to the user's own departments when the tree route is missing", async () => {
    await renderWithProviders(<DeptTreeSelect aria-label="部门" />, {
      http: {
        '/sys/user/getCurrentUserDeparts': {
          success: true,
          code: 200,
          message: '',
          result: { list: [{ id: 'd9', departName: '华南支持部', orgCode: 'A02' }], orgCode: 'A02' },
        },
      },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '部门' }));
    expect(await screen.findByText('华南支持部')).toBeTruthy();
    expect(screen.getByText('仅显示您所属的部门')).toBeTruthy();
  });

  it('UserPicker searches users by name and keeps the stored label until then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = await renderSchema(
      <Host<string>
        initial="u0000000000000000000000000000002"
        render={(v, set) => <UserPicker aria-label="处理人" initialLabel="张伟" value={v} onChange={set} />}
      />,
    );
    expect(screen.getByText('张伟')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: '处理人' }), { target: { value: '李' } });
    await vi.advanceTimersByTimeAsync(400);
    fireEvent.click(await screen.findByText('李娜 (lina)'));
    expect(value()).toBe('u0000000000000000000000000000003');
    expect(server.log.some((r) => r.path === '/sys/user/list' && r.params.realname === '*李*')).toBe(true);
    vi.useRealTimers();
  });
});

describe('uploads and rich text', () => {
  it('FileUpload refuses a file over its size and uploads one within it as multipart', async () => {
    const { server } = await renderSchema(
      <Host<string | string[]>
        render={(v, set) => <FileUpload maxSizeMB={1} biz="biz_case" value={v} onChange={set} />}
      />,
    );
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('文件大小不能超过 1MB')).toBeTruthy();
    expect(server.log.some((r) => r.path === '/sys/common/upload')).toBe(false);
    // rc-upload renders a fresh input after each pick.
    const again = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(again, {
      target: { files: [new File(['%PDF'], 'report.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(value()).toBe('biz_case/0f1e2d3c4b5a69788796a5b4c3d2e1f0.pdf'));
    expect(server.log.find((r) => r.path === '/sys/common/upload')?.body).toBe('FormData');
    // Listed under the name it was picked with, not its stored name.
    expect(screen.getByText('report.pdf')).toBeTruthy();
    expect(screen.queryByText('0f1e2d3c4b5a69788796a5b4c3d2e1f0.pdf')).toBeNull();
  });

  it('RichText sanitises what it shows and what it emits', async () => {
    expect(
      sanitizeRichText('<p onclick="x()">Hi<script>x()</script><a href="javascript:alert(1)">l</a></p>'),
    ).toBe('<p>Hi<a>l</a></p>');
    expect(sanitizeRichText('<p><br></p>')).toBe('');
    expect(safeLink('javascript:alert(1)')).toBe(false);
    expect(safeLink('https://example.com')).toBe(true);
    await renderWithProviders(
      <Host<string>
        initial={'<p>说明<img src=x onerror="alert(1)"></p>'}
        render={(v, set) => <RichText placeholder="内容" value={v} onChange={set} />}
      />,
    );
    const area = screen.getByRole('textbox', { name: '内容' });
    expect(area.innerHTML).not.toContain('onerror');
    area.innerHTML = '<p>新内容<script>alert(1)</script></p>';
    fireEvent.input(area);
    expect(value()).toBe('<p>新内容</p>');
  });
});
