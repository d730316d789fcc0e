import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from '../../../runtime/core';
import { cleanEditorHtml, isBlankHtml, isSafeLink } from '../../../widgets/announcement/editor/editorDom';
import { RichTextEditor } from '../../../widgets/announcement/editor/RichTextEditor';

type ExecCommand = (command: string, showUi?: boolean, value?: string) => boolean;
const exec = vi.fn<ExecCommand>(() => true);

beforeEach(async () => {
  initI18n();
  await changeLocale('zh-CN');
  // jsdom has no editing commands; the editor's part is choosing the right one.
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true, writable: true });
});
afterEach(() => exec.mockClear());

function editor() {
  return screen.getByRole('textbox', { name: '请输入内容' });
}

describe('RichTextEditor', () => {
  it('shows the value and sends what is typed as sanitised HTML', () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>旧内容</p>" onChange={onChange} placeholder="请输入内容" />);
    expect(editor().innerHTML).toBe('<p>旧内容</p>');
    editor().innerHTML = '<p onclick="x()">新<img src="a.png" onerror="x()"></p><script>x()</script>';
    fireEvent.input(editor());
    expect(onChange).toHaveBeenLastCalledWith('<p>新<img src="a.png"></p>');
  });

  it('sanitises a value it is given before showing it', () => {
    render(<RichTextEditor value={'<b>x</b><img src=y onerror="window.__e=1">'} placeholder="请输入内容" />);
    expect(editor().innerHTML).toBe('<b>x</b><img src="y">');
  });

  it.each([
    ['加粗', 'bold'],
    ['斜体', 'italic'],
    ['下划线', 'underline'],
    ['删除线', 'strikeThrough'],
    ['编号列表', 'insertOrderedList'],
    ['项目符号列表', 'insertUnorderedList'],
    ['移除链接', 'unlink'],
    ['清除格式', 'removeFormat'],
    ['撤销', 'undo'],
    ['重做', 'redo'],
  ])('the %s button runs %s', (label, command) => {
    render(<RichTextEditor placeholder="请输入内容" />);
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(exec).toHaveBeenCalledWith(command, false, undefined);
  });

  it('pastes web-page HTML sanitised, and plain text as text', () => {
    render(<RichTextEditor placeholder="请输入内容" />);
    const html = '<b>粗</b><img src=x onerror="x()"><a href="javascript:x()">j</a>';
    fireEvent.paste(editor(), {
      clipboardData: { getData: (type: string) => (type === 'text/html' ? html : '') },
    });
    expect(exec).toHaveBeenCalledWith('insertHTML', false, '<b>粗</b><img src="x"><a>j</a>');
    fireEvent.paste(editor(), {
      clipboardData: { getData: (type: string) => (type === 'text/plain' ? 'a<b>' : '') },
    });
    expect(exec).toHaveBeenLastCalledWith('insertText', false, 'a<b>');
  });

  it('inserts a link only to a safe address', async () => {
    render(<RichTextEditor placeholder="请输入内容" />);
    fireEvent.click(screen.getByRole('button', { name: '插入链接' }));
    const url = await screen.findByRole('textbox', { name: '链接地址' });
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    expect(screen.getByText('请输入 http(s)://、mailto: 或以 / 开头的地址')).toBeTruthy();
    expect(screen.getByRole('button', { name: '插 入' })).toHaveProperty('disabled', true);
    fireEvent.change(url, { target: { value: 'https://status.example.com/?a=1&b="2"' } });
    fireEvent.click(screen.getByRole('button', { name: '插 入' }));
    const target = 'https://status.example.com/?a=1&amp;b=&quot;2&quot;';
    await waitFor(() =>
      expect(exec).toHaveBeenCalledWith('insertHTML', false, `<a href="${target}">${target}</a>`),
    );
  });

  it('edits the HTML source and sends it sanitised', () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>x</p>" onChange={onChange} placeholder="请输入内容" />);
    fireEvent.click(screen.getByRole('button', { name: 'HTML 源码' }));
    const source = screen.getByRole('textbox', { name: 'HTML 源码' });
    expect((source as HTMLTextAreaElement).value).toBe('<p>x</p>');
    expect(screen.getByRole('button', { name: '加粗' })).toHaveProperty('disabled', true);
    fireEvent.change(source, { target: { value: '<h2>T</h2><svg onload="x()"></svg><script>x()</script>' } });
    expect(onChange).toHaveBeenLastCalledWith('<h2>T</h2>');
    expect(screen.getByText(/脚本、事件属性/)).toBeTruthy();
  });
});

describe('editor helpers', () => {
  it('treats the leftovers of an emptied editor as empty', () => {
    expect(cleanEditorHtml('<p><br></p>')).toBe('');
    expect(cleanEditorHtml('<br>')).toBe('');
    expect(cleanEditorHtml('<p>a</p>')).toBe('<p>a</p>');
    expect(isBlankHtml('<p> </p>')).toBe(true);
    expect(isBlankHtml('<p><img src="a.png"></p>')).toBe(false);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
  });

  it('accepts http(s), mailto and console paths as links, nothing else', () => {
    for (const url of ['https://a.example/x', 'http://a', 'mailto:a@b.c', '/caseManage/list']) {
      expect(isSafeLink(url)).toBe(true);
    }
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '']) {
      expect(isSafeLink(url)).toBe(false);
    }
  });
});
