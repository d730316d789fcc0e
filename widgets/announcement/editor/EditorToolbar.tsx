import {
  BoldOutlined,
  ClearOutlined,
  CodeOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Divider, Select, Tooltip, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_NS } from '../locales';
import { LinkButton } from './LinkButton';

/** The toggles whose state the toolbar shows (aria-pressed). */
export const TOGGLE_COMMANDS = [
  'bold',
  'italic',
  'underline',
  'strikeThrough',
  'insertOrderedList',
  'insertUnorderedList',
] as const;
export type ToggleCommand = (typeof TOGGLE_COMMANDS)[number];

const BUTTONS: Array<{ command: string; label: string; icon: ReactNode; toggle?: boolean }> = [
  { command: 'bold', label: 'bold', icon: <BoldOutlined />, toggle: true },
  { command: 'italic', label: 'italic', icon: <ItalicOutlined />, toggle: true },
  { command: 'underline', label: 'underline', icon: <UnderlineOutlined />, toggle: true },
  { command: 'strikeThrough', label: 'strike', icon: <StrikethroughOutlined />, toggle: true },
  { command: 'insertOrderedList', label: 'orderedList', icon: <OrderedListOutlined />, toggle: true },
  { command: 'insertUnorderedList', label: 'bulletList', icon: <UnorderedListOutlined />, toggle: true },
];

const BLOCKS = ['p', 'h1', 'h2', 'h3'] as const;

export interface EditorToolbarProps {
  active: Partial<Record<ToggleCommand, boolean>>;
  sourceMode: boolean;
  onCommand: (command: string, value?: string) => void;
  onSaveSelection: () => void;
  onLink: (url: string) => void;
  onToggleSource: () => void;
}

/**
 * The rich-text editor's toolbar: block style, bold, italic, underline, strikethrough, lists, link,
 * unlink, clear formatting, undo, redo and the HTML source switch. Buttons keep the editor's selection
 * (mouse-down does not take the focus).
 *
 * @example
 * <EditorToolbar active={{ bold: true }} sourceMode={false} onCommand={run} … />
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const { active, sourceMode, onCommand, onSaveSelection, onLink, onToggleSource } = props;
  const { t } = useTranslation(ANNOUNCEMENT_NS);
  const { token } = theme.useToken();
  const keep = (event: { preventDefault: () => void }) => event.preventDefault();
  const button = (command: string, label: string, icon: ReactNode, pressed?: boolean) => (
    <Tooltip key={command} title={t(`editor.${label}`)}>
      <Button
        type={pressed ? 'primary' : 'text'}
        ghost={pressed}
        size="small"
        aria-label={t(`editor.${label}`)}
        aria-pressed={pressed === undefined ? undefined : pressed}
        disabled={sourceMode}
        icon={icon}
        onMouseDown={keep}
        onClick={() => onCommand(command)}
      />
    </Tooltip>
  );
  return (
    <div
      role="toolbar"
      aria-label={t('editor.toolbar')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        padding: 4,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorFillQuaternary,
      }}
    >
      <Select
        size="small"
        aria-label={t('editor.paragraph')}
        disabled={sourceMode}
        style={{ width: 96 }}
        placeholder={t('editor.paragraph')}
        value={null}
        onOpenChange={(open) => open && onSaveSelection()}
        options={BLOCKS.map((tag) => ({
          value: tag,
          label: t(`editor.${tag === 'p' ? 'paragraph' : `heading${tag[1]}`}`),
        }))}
        onChange={(tag: string) => onCommand('formatBlock', `<${tag}>`)}
      />
      <Divider type="vertical" />
      {BUTTONS.map(({ command, label, icon, toggle }) =>
        button(command, label, icon, toggle ? Boolean(active[command as ToggleCommand]) : undefined),
      )}
      <Divider type="vertical" />
      <LinkButton disabled={sourceMode} onOpen={onSaveSelection} onInsert={onLink} />
      {button('unlink', 'unlink', <DisconnectOutlined />)}
      {button('removeFormat', 'clear', <ClearOutlined />)}
      <Divider type="vertical" />
      {button('undo', 'undo', <UndoOutlined />)}
      {button('redo', 'redo', <RedoOutlined />)}
      <span style={{ flex: 1 }} />
      <Tooltip title={t('editor.source')}>
        <Button
          type={sourceMode ? 'primary' : 'text'}
          size="small"
          aria-label={t('editor.source')}
          aria-pressed={sourceMode}
          icon={<CodeOutlined />}
          onClick={onToggleSource}
        />
      </Tooltip>
    </div>
  );
}
