// The dialog page's layout: a modal or a drawer, and its size — a named size or a CSS width.
import { Flex, Input, Segmented, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalPageSchema } from '../../../runtime/schema/types';
import { LAYOUT_NS } from './locales';
import {
  chooseSize,
  chooseWidth,
  MODAL_SIZES,
  readModalLayout,
  WIDTH_PATTERN,
  writeModalLayout,
  type ModalSize,
} from './modalLayout';

/**
 * @example
 * <ModalLayoutEditor page={modal} onChange={setModal} />
 */
export function ModalLayoutEditor({
  page,
  onChange,
}: {
  page: ModalPageSchema;
  onChange: (page: ModalPageSchema) => void;
}) {
  const { t } = useTranslation(LAYOUT_NS);
  const layout = readModalLayout(page);
  const [width, setWidth] = useState(layout.width ?? '');
  useEffect(() => setWidth(layout.width ?? ''), [layout.width]);
  const widthValid = width === '' || WIDTH_PATTERN.test(width.trim());
  return (
    <Flex vertical gap={12} data-testid="layout-modal">
      <Flex align="center" gap={8}>
        <Typography.Text style={{ width: 90 }}>{t('container')}</Typography.Text>
        <Segmented
          size="small"
          value={layout.container ?? 'modal'}
          options={[
            { value: 'modal', label: t('containerModal') },
            { value: 'drawer', label: t('containerDrawer') },
          ]}
          onChange={(container) =>
            onChange(writeModalLayout(page, { ...layout, container: container as 'modal' | 'drawer' }))
          }
        />
      </Flex>
      <Flex align="center" gap={8}>
        <Typography.Text style={{ width: 90 }}>{t('size')}</Typography.Text>
        <Segmented
          size="small"
          value={layout.size ?? ''}
          options={MODAL_SIZES.map((size) => ({ value: size, label: size.toUpperCase() }))}
          onChange={(size) => onChange(writeModalLayout(page, chooseSize(layout, size as ModalSize)))}
        />
      </Flex>
      <Flex align="center" gap={8}>
        <Typography.Text style={{ width: 90 }}>{t('customWidth')}</Typography.Text>
        <Input
          size="small"
          aria-label={t('customWidth')}
          placeholder="60%"
          value={width}
          status={widthValid ? undefined : 'error'}
          style={{ width: 120 }}
          onChange={(e) => {
            setWidth(e.target.value);
            const next = chooseWidth(layout, e.target.value);
            if (next !== layout) onChange(writeModalLayout(page, next));
          }}
        />
        {!widthValid && <Typography.Text type="danger">{t('widthInvalid')}</Typography.Text>}
      </Flex>
    </Flex>
  );
}
