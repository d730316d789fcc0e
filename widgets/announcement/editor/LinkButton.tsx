import { LinkOutlined } from '@ant-design/icons';
import { Button, Form, Input, Popover, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_NS } from '../locales';
import { isSafeLink } from './editorDom';

export interface LinkButtonProps {
  disabled?: boolean;
  /** Called as the popover opens, so the editor can remember the selection the link applies to. */
  onOpen: () => void;
  onInsert: (url: string) => void;
}

/**
 * The toolbar's link button: a small popover asking for the address, accepting only http(s), mailto
 * and console paths.
 *
 * @example
 * <LinkButton onOpen={saveSelection} onInsert={(url) => insertLink(url)} />
 */
export function LinkButton({ disabled, onOpen, onInsert }: LinkButtonProps) {
  const { t } = useTranslation(ANNOUNCEMENT_NS);
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const invalid = url.trim() !== '' && !isSafeLink(url);

  const insert = () => {
    if (!isSafeLink(url)) return;
    setOpen(false);
    onInsert(url.trim());
    setUrl('');
  };

  return (
    <Popover
      open={open}
      trigger="click"
      onOpenChange={(next) => {
        if (next) onOpen();
        setOpen(next);
      }}
      content={
        <Form layout="vertical" onFinish={insert} style={{ width: 280 }}>
          <Form.Item
            label={t('editor.linkUrl')}
            validateStatus={invalid ? 'error' : undefined}
            help={invalid ? t('editor.linkInvalid') : undefined}
            style={{ marginBottom: 8 }}
          >
            <Space.Compact style={{ width: '100%' }}>
              <Input
                autoFocus
                value={url}
                placeholder="https://"
                aria-label={t('editor.linkUrl')}
                onChange={(event) => setUrl(event.target.value)}
              />
              <Button type="primary" htmlType="submit" disabled={!isSafeLink(url)}>
                {t('editor.linkInsert')}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Form>
      }
    >
      <Tooltip title={t('editor.link')}>
        <Button
          type="text"
          size="small"
          aria-label={t('editor.link')}
          disabled={disabled}
          icon={<LinkOutlined />}
          onMouseDown={(event) => event.preventDefault()}
        />
      </Tooltip>
    </Popover>
  );
}
