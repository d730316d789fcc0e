import { Input, Typography, theme } from 'antd';
import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_NS } from '../locales';
import { EditorToolbar, TOGGLE_COMMANDS, type ToggleCommand } from './EditorToolbar';
import { cleanEditorHtml, escapeHtml, isCommandActive, runCommand } from './editorDom';

export interface RichTextEditorProps {
  /** Sanitised HTML. */
  value?: string;
  /** Receives the content as sanitised HTML after every change. */
  onChange?: (html: string) => void;
  id?: string;
  placeholder?: string;
  /** antd Form's validation state. */
  status?: 'error' | 'warning' | '';
  minHeight?: number;
}

/**
 * A small rich-text editor for announcement content: a contentEditable area with a formatting toolbar
 * and an HTML source view. Whatever is typed, pasted, dropped or written as source leaves it only
 * through DOMPurify, so `onChange` never carries a script, an event attribute or a javascript: link.
 * Works as an antd Form control (`value` / `onChange`).
 *
 * @example
 * <Form.Item name="msgContent"><RichTextEditor placeholder="…" /></Form.Item>
 */
export function RichTextEditor({
  value = '',
  onChange,
  id,
  placeholder,
  status,
  minHeight = 240,
}: RichTextEditorProps) {
  const { t } = useTranslation(ANNOUNCEMENT_NS);
  const { token } = theme.useToken();
  const editor = useRef<HTMLDivElement>(null);
  // The HTML last sent or shown, so a value that is our own echo does not reset the caret.
  const shown = useRef<string | null>(null);
  const selection = useRef<Range | null>(null);
  const [sourceMode, setSourceMode] = useState(false);
  const [source, setSource] = useState('');
  const [active, setActive] = useState<Partial<Record<ToggleCommand, boolean>>>({});

  useEffect(() => {
    const element = editor.current;
    if (!element || sourceMode || value === shown.current) return;
    element.innerHTML = cleanEditorHtml(value);
    shown.current = value;
  }, [value, sourceMode]);

  const emit = () => {
    if (!editor.current) return;
    const html = cleanEditorHtml(editor.current.innerHTML);
    shown.current = html;
    onChange?.(html);
  };

  const refreshActive = () => {
    setActive(Object.fromEntries(TOGGLE_COMMANDS.map((c) => [c, isCommandActive(c)])));
  };

  const saveSelection = () => {
    const current = window.getSelection();
    if (!current || current.rangeCount === 0 || !editor.current) return;
    const range = current.getRangeAt(0);
    if (editor.current.contains(range.commonAncestorContainer)) selection.current = range.cloneRange();
  };

  const restoreSelection = () => {
    editor.current?.focus();
    const range = selection.current;
    const current = window.getSelection();
    if (range && current) {
      current.removeAllRanges();
      current.addRange(range);
    }
  };

  const command = (name: string, arg?: string) => {
    restoreSelection();
    runCommand(name, arg);
    emit();
    refreshActive();
  };

  const insertLink = (url: string) => {
    restoreSelection();
    const collapsed = window.getSelection()?.isCollapsed ?? true;
    if (collapsed) runCommand('insertHTML', `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
    else runCommand('createLink', url);
    emit();
  };

  // Pasted and dropped HTML (web pages, Word) is sanitised before it enters the document.
  const insertTransfer = (data: DataTransfer | null, event: ClipboardEvent | DragEvent) => {
    if (!data) return;
    event.preventDefault();
    const html = data.getData('text/html');
    if (html) runCommand('insertHTML', cleanEditorHtml(html));
    else runCommand('insertText', data.getData('text/plain'));
    emit();
  };

  const toggleSource = () => {
    if (!sourceMode) setSource(value);
    else shown.current = null;
    setSourceMode(!sourceMode);
  };

  const frame = status === 'error' ? token.colorError : token.colorBorder;
  return (
    <div
      style={{
        border: `1px solid ${frame}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      <EditorToolbar
        active={active}
        sourceMode={sourceMode}
        onCommand={command}
        onSaveSelection={saveSelection}
        onLink={insertLink}
        onToggleSource={toggleSource}
      />
      <div style={{ position: 'relative', display: sourceMode ? 'none' : 'block' }}>
        {!value && placeholder && (
          <span
            aria-hidden
            style={{
              position: 'absolute',
              top: 8,
              left: 12,
              color: token.colorTextPlaceholder,
              pointerEvents: 'none',
            }}
          >
            {placeholder}
          </span>
        )}
        <div
          ref={editor}
          id={id}
          role="textbox"
          aria-multiline
          aria-label={placeholder}
          contentEditable
          suppressContentEditableWarning
          className="announcement-content"
          style={{ minHeight, maxHeight: '60vh', overflowY: 'auto', padding: '8px 12px', outline: 'none' }}
          onInput={emit}
          onBlur={saveSelection}
          onKeyUp={() => {
            saveSelection();
            refreshActive();
          }}
          onMouseUp={() => {
            saveSelection();
            refreshActive();
          }}
          onPaste={(event) => insertTransfer(event.clipboardData, event)}
          onDrop={(event) => insertTransfer(event.dataTransfer, event)}
        />
      </div>
      {sourceMode && (
        <div style={{ padding: 8 }}>
          <Input.TextArea
            aria-label={t('editor.source')}
            value={source}
            autoSize={{ minRows: 10, maxRows: 24 }}
            style={{ fontFamily: token.fontFamilyCode }}
            onChange={(event) => {
              setSource(event.target.value);
              onChange?.(cleanEditorHtml(event.target.value));
            }}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('editor.sourceHint')}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}
