// The designer's preview of a model that is not saved yet: its default list page over sample rows
// (before, it only asked to save the model first).
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as stories from '../../../widgets/schema-designer/SchemaDesigner.stories';
import { CONTACT_MODEL } from '../../../widgets/schema-designer/layout/layoutStoryData';

setProjectAnnotations(preview);
const { NewModel } = composeStories(stories);

describe('designer preview of an unsaved model', () => {
  it('lists sample rows, the dictionary labelled, and says they are samples', async () => {
    await NewModel.run();
    fireEvent.click(await screen.findByText('新建模型'));
    const box = document.querySelector('textarea') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: JSON.stringify(CONTACT_MODEL, null, 2) } });
    const previewCard = await screen.findByTestId('designer-preview', {}, { timeout: 40_000 });
    expect(within(previewCard).getByText(/模型 online_contact 的默认列表页，用示例数据预览/)).toBeTruthy();
    expect(await within(previewCard).findByText('姓名 1', {}, { timeout: 40_000 })).toBeTruthy();
    expect(within(previewCard).getByText('email5@example.com')).toBeTruthy();
    expect(within(previewCard).getAllByText('员级').length).toBeGreaterThan(0);
  }, 90_000);
});
