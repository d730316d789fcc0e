import { CheckOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { PRIMARY_COLOR_PRESETS, primaryColorAtom } from '../../runtime/core';
import { SETTINGS_NS } from './locales';

/**
 * The 8 primary-colour swatches; choosing one changes antd's primary colour at once and keeps it.
 *
 * @example
 * <ColorPresets />
 */
export function ColorPresets() {
  const { t } = useTranslation(SETTINGS_NS);
  const [color, setColor] = useAtom(primaryColorAtom);
  return (
    <div role="group" aria-label={t('primaryColor')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {PRIMARY_COLOR_PRESETS.map((preset) => {
        const chosen = preset.color.toLowerCase() === color.toLowerCase();
        const name = t(`colors.${preset.key}`);
        return (
          <Tooltip key={preset.key} title={name}>
            <button
              type="button"
              aria-label={name}
              aria-pressed={chosen}
              data-color={preset.color}
              onClick={() => setColor(preset.color)}
              style={{
                width: 22,
                height: 22,
                padding: 0,
                border: 'none',
                borderRadius: 2,
                cursor: 'pointer',
                color: '#fff',
                background: preset.color,
              }}
            >
              {chosen && <CheckOutlined />}
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}
