// The schema page and field widget stories render what they promise (tests/unit/stories only checks
// that they render something).
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as caseStories from '../../../stories/pages/CasePages.stories';
import * as dictStories from '../../../stories/pages/DictPages.stories';
import * as dialogStories from '../../../stories/pages/SchemaDialogs.stories';
import * as systemStories from '../../../stories/pages/SystemPages.stories';
import * as widgetFormStories from '../../../runtime/antd/form/FormWidgets.stories';

setProjectAnnotations(preview);

const dict = composeStories(dictStories);
const cases = composeStories(caseStories);
const system = composeStories(systemStories);
const dialogs = composeStories(dialogStories);
const widgets = composeStories(widgetFormStories);

describe('schema page stories', () => {
  it('Dictionaries › List lists the dictionaries with their actions', async () => {
    await dict.List.run();
    expect(await screen.findByText('工单状态')).toBeTruthy();
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
    expect(screen.getAllByText('字典配置').length).toBe(3);
  });

  it('Dictionaries › ReadOnlyUser removes every guarded action', async () => {
    await dict.ReadOnlyUser.run();
    expect(await screen.findByText('工单状态')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    // "Items" has no permission in the schema: it stays.
    expect(screen.getAllByText('字典配置').length).toBe(3);
  });

  it('Dictionaries › Empty shows the empty state', async () => {
    await dict.Empty.run();
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
  });

  it('Work orders › Detail shows the three sections', async () => {
    await cases.Detail.run();
    expect(await screen.findByText('基本信息')).toBeTruthy();
    expect(screen.getByText('问题信息')).toBeTruthy();
    expect(screen.getByText('产品信息')).toBeTruthy();
  });

  it('BrokenSchema names the file and pointer of each problem', async () => {
    await system.BrokenSchema.run();
    expect(await screen.findByText('页面配置有误')).toBeTruthy();
    expect(screen.getByText('schemas/pages/story/broken.list.json#/columns/1/display')).toBeTruthy();
    // The story's UI is zh-CN, and so is the problem's text (en-US: 'must be one of: text, dictTag…').
    expect(screen.getByText(/必须是以下之一：text, dictTag/)).toBeTruthy();
  });

  it('Modal pages › DictionaryModal opens the form in a 60% modal', async () => {
    await dialogs.DictionaryModal.run();
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeTruthy());
    expect(await screen.findByLabelText('字典名称')).toBeTruthy();
  });

  it('Form widgets › AllWidgets compiles every plain widget', async () => {
    await widgets.AllWidgets.run();
    expect(await screen.findByLabelText('金额')).toBeTruthy();
    expect(screen.getByLabelText('口令').getAttribute('type')).toBe('password');
    // The one-to-many sub-table: a row is added with its own inputs.
    fireEvent.click(screen.getByRole('button', { name: /添加一行/ }));
    expect(await screen.findByLabelText('项目')).toBeTruthy();
  });
});
