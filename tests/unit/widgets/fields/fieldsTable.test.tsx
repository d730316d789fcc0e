// The designer's fields table over a model's JSON (FieldsTable stories): adding, renaming and
// reordering fields rewrites the JSON, and a bad name is refused with the field named.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../../../.storybook/preview';
import * as stories from '../../../../widgets/schema-designer/fields/FieldsTable.stories';

setProjectAnnotations(preview);
const { Visit, English, Refused } = composeStories(stories);

const json = () => JSON.parse(screen.getByTestId('fields-json').textContent ?? '') as Record<string, unknown>;
const propertyNames = () => Object.keys(json().properties as object);

describe('fields table', () => {
  it('adds a field, renames it and the JSON follows; an invalid name is named in the error', async () => {
    await Visit.run();
    await screen.findByDisplayValue('拜访类型');
    fireEvent.click(screen.getByText('添加字段'));
    const names = () => [...document.querySelectorAll<HTMLInputElement>('input[aria-label$=" 字段名"]')];
    await waitFor(() => expect(names()).toHaveLength(7));
    // Blank until named: refused, naming its position.
    expect(await screen.findByText('第 7 个字段：请填写字段名')).toBeTruthy();
    fireEvent.change(names()[6]!, { target: { value: 'Visit place' } });
    expect(await screen.findByText(/字段“Visit place”：字段名以小写字母开头/)).toBeTruthy();
    fireEvent.change(names()[6]!, { target: { value: 'visitPlace' } });
    await waitFor(() => expect(screen.queryByTestId('fields-issues')).toBeNull());
    expect(propertyNames()).toEqual([
      'id',
      'subject',
      'visitType',
      'partnerId',
      'visitDate',
      'report',
      'visitPlace',
    ]);
    expect((json().properties as Record<string, unknown>).visitPlace).toEqual({
      type: 'string',
      maxLength: 100,
    });
    // Labels in both languages go to x-i18n under the model's prefix.
    fireEvent.change(screen.getByLabelText('visitPlace 中文名'), { target: { value: '地点' } });
    fireEvent.change(screen.getByLabelText('visitPlace 英文名'), { target: { value: 'Place' } });
    await waitFor(() =>
      expect((json()['x-i18n'] as Record<string, Record<string, string>>)['en-US']!['visit.visitPlace']).toBe(
        'Place',
      ),
    );
    expect((json()['x-i18n'] as Record<string, Record<string, string>>)['zh-CN']!['visit.visitPlace']).toBe(
      '地点',
    );
    // Renaming an existing field keeps its other keys.
    fireEvent.change(names()[4]!, { target: { value: 'order' } });
    expect(await screen.findByText('字段“order”：是列表查询参数，请换一个名称')).toBeTruthy();
    fireEvent.change(names()[4]!, { target: { value: 'visitedOn' } });
    await waitFor(() => expect(propertyNames()).toContain('visitedOn'));
    expect((json().properties as Record<string, unknown>).visitedOn).toEqual({
      type: 'string',
      format: 'date',
    });
  });

  it('reorders with the up and down buttons and removes a row', async () => {
    await Visit.run();
    await screen.findByDisplayValue('拜访类型');
    const ups = screen.getAllByLabelText('上移');
    fireEvent.click(ups[2]!); // visitType above subject
    await waitFor(() => expect(propertyNames().slice(0, 3)).toEqual(['id', 'visitType', 'subject']));
    fireEvent.click(screen.getAllByLabelText('下移')[5]!); // the last row stays last
    fireEvent.click(screen.getAllByLabelText('删除')[5]!);
    await waitFor(() =>
      expect(propertyNames()).toEqual(['id', 'visitType', 'subject', 'partnerId', 'visitDate']),
    );
    expect(json().required).toEqual(['subject']);
  });

  it('refuses a reserved word and a reference to a missing model, naming each field', async () => {
    await Refused.run();
    expect(await screen.findByText('字段“order”：是列表查询参数，请换一个名称')).toBeTruthy();
    expect(screen.getByText('字段“ownerId”：关联的模型不存在')).toBeTruthy();
  });

  it('is in English', async () => {
    await English.run();
    expect(await screen.findByDisplayValue('Visit type')).toBeTruthy();
    expect(screen.getByText('Add field')).toBeTruthy();
    expect(screen.getAllByText('Dictionary / model').length).toBeGreaterThan(0);
  });
});
