// The lazily loaded antd icon set behind the icon column and IconPicker: names as menus store them.
import { CheckCircleTwoTone, SettingFilled, SettingOutlined } from '@ant-design/icons';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, iconComponent } from '../../../runtime/antd/fields/iconSet';
import { IconPicker } from '../../../runtime/antd/fields/IconPicker';
import IconValue from '../../../runtime/antd/list/IconValue';

describe('icon set', () => {
  it("knows JeecgBoot's Iconify names, antd names and the v2 kebab-case ones, and nothing else", () => {
    expect(ICON_NAMES).toContain('AppstoreOutlined');
    expect(ICON_NAMES).not.toContain('createFromIconfontCN');
    expect(iconComponent('ant-design:setting-outlined')).toBe(SettingOutlined);
    expect(iconComponent('ant-design:setting-filled')).toBe(SettingFilled);
    expect(iconComponent('ant-design:check-circle-twotone')).toBe(CheckCircleTwoTone);
    expect(iconComponent('SettingOutlined')).toBe(SettingOutlined);
    expect(iconComponent('setting')).toBe(SettingOutlined);
    expect(iconComponent('no-such-icon')).toBeUndefined();
    expect(iconComponent('ant-design:no-such-outlined')).toBeUndefined();
    expect(iconComponent('ant-design:setting')).toBeUndefined();
  });

  it('shows the icon before its name in a cell, and only the name when unknown', () => {
    const { container } = render(
      <>
        <IconValue name="SettingOutlined" />
        <IconValue name="NoSuchIcon" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'SettingOutlined' })).toBeTruthy();
    expect(container.textContent).toBe('SettingOutlinedNoSuchIcon');
  });

  it("searches antd's icon names in the picker and picks JeecgBoot's spelling", async () => {
    let picked: string | undefined;
    render(<IconPicker aria-label="图标" onChange={(v) => (picked = v)} />);
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'appstoreout' } });
    fireEvent.click(
      await screen.findByText(
        'ant-design:appstore-outlined',
        { selector: '.ant-select-item-option-content *' },
        { timeout: 20_000 },
      ),
    );
    expect(picked).toBe('ant-design:appstore-outlined');
  });
});
