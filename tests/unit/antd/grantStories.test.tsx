// The grant page stories render what they promise: the held ids checked, their parents half-checked.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as grantStories from '../../../stories/pages/GrantPages.stories';

setProjectAnnotations(preview);

const stories = composeStories(grantStories);

const box = (title: string) =>
  screen.getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;

describe('grant page stories', () => {
  it('Grant pages › RolePermissions shows the held button checked and its menus half-checked', async () => {
    await stories.RolePermissions.run();
    fireEvent.click(await screen.findByRole('button', { name: '展开全部' }));
    await waitFor(() => expect(box('添加角色').className).toContain('ant-tree-checkbox-checked'));
    expect(box('角色管理').className).toContain('ant-tree-checkbox-indeterminate');
    expect(box('系统管理').className).toContain('ant-tree-checkbox-indeterminate');
  });

  it('Grant pages › English speaks English', async () => {
    await stories.English.run();
    expect(await screen.findByRole('button', { name: 'Expand all' })).toBeTruthy();
  });
});
