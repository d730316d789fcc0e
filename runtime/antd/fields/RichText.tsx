import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Input, Popover, Space, Tooltip, theme } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldWidgetProps } from '../../render';
import { SCHEMA_FIELDS_NS } from '../../render/locales/fields';
import { safeLink, sanitizeRichText } from './sanitizeRichText';

export interface RichTextProps extends FieldWidgetProps<string | undefined> {
  placeholder?: string;
  minHeight?: number;
  id?: string;
}

// execCommand is deprecated but still the only editing API every browser implements for
// contentEditable; its output is sanitised before it leaves the editor.
function exec(command: string, arg?: string): void {
  document.execCommand(command, false, arg);
}

const COMMANDS: { command: string; icon: ReactNode; label: string }[] = [
  { command: 'bold', icon: <BoldOutlined />, label: 'bold' },
  { command: 'italic', icon: <ItalicOutlined />, label: 'italic' },
  { command: 'underline', icon: <UnderlineOutlined />, label: 'underline' },
  { command: 'insertOrderedList', icon: <OrderedListOutlined />, label: 'orderedList' },
  { command: 'insertUnorderedList', icon: <UnorderedListOutlined />, label: 'bulletList' },
  { command: 'removeFormat', icon: <ClearOutlined />, label: 'clear' },
];

/**
 * A small rich-text editor (a contentEditable area and a toolbar); the value is sanitised HTML.
 *
 * @example
 * <RichText value={html} onChange={setHtml} placeholder="…" />
 */
export function RichText({
  value,
  onChange,
  disabled,
  readOnly,
  placeholder,
  minHeight = 160,
  id,
}: RichTextProps) {
  const { t } = useTranslation(SCHEMA_FIELDS_NS);
  const { token } = theme.useToken();
  const area = useRef<HTMLDivElement>(null);
  // The HTML last emitted, so our own echo does not reset the caret.
  const shown = useRef<string | null>(null);
  const [link, setLink] = useState('');
  const editable = !disabled && !readOnly;

  useEffect(() => {
    if (!area.current || value === shown.current) return;
    area.current.innerHTML = sanitizeRichText(value);
    shown.current = value ?? '';
  }, [value]);

  const emit = () => {
    const html = sanitizeRichText(area.current?.innerHTML);
    shown.current = html;
    // Markup with no text and no media (`<p> </p>`, empty list items) is empty for `required`.
    const blank = !area.current?.textContent?.trim() && !area.current?.querySelector('img, table, hr');
    onChange?.(blank ? undefined : html || undefined);
  };
  const run = (command: string, arg?: string) => {
    area.current?.focus();
    exec(command, arg);
    emit();
  };
  const insertLink = () => {
    if (!safeLink(link)) return;
    run('createLink', link.trim());
    setLink('');
  };

  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius }}>
      {editable && (
        <Space size={2} style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
          {COMMANDS.map(({ command, icon, label }) => (
            <Tooltip key={command} title={t(`widget.${label}`)}>
              <Button
                type="text"
                size="small"
                icon={icon}
                aria-label={t(`widget.${label}`)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => run(command)}
              />
            </Tooltip>
          ))}
          <Popover
            trigger="click"
            content={
              <Space.Compact>
                <Input
                  value={link}
                  placeholder={t('widget.linkPrompt')}
                  aria-label={t('widget.linkPrompt')}
                  onChange={(event) => setLink(event.target.value)}
                  onPressEnter={insertLink}
                />
                <Button type="primary" disabled={!safeLink(link)} onClick={insertLink}>
                  {t('widget.link')}
                </Button>
              </Space.Compact>
            }
          >
            <Button type="text" size="small" icon={<LinkOutlined />} aria-label={t('widget.link')} />
          </Popover>
        </Space>
      )}
      <div
        ref={area}
        id={id}
        role="textbox"
        aria-multiline
        aria-label={placeholder}
        data-placeholder={placeholder}
        contentEditable={editable}
        suppressContentEditableWarning
        style={{ minHeight, maxHeight: '50vh', overflowY: 'auto', padding: '6px 11px', outline: 'none' }}
        onInput={emit}
        onBlur={emit}
        onPaste={(event) => {
          // Pasted HTML enters only after sanitising.
          event.preventDefault();
          const html = event.clipboardData.getData('text/html');
          if (html) exec('insertHTML', sanitizeRichText(html));
          else exec('insertText', event.clipboardData.getData('text/plain'));
          emit();
        }}
      />
    </div>
  );
}

export default RichText;
