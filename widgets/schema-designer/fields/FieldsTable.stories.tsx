import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { FieldsBuilder } from './FieldsBuilder';

/** A visit model as an admin starts one: a text, a dictionary, a reference, a date and a file. */
const VISIT = {
  $id: 'urn:lowcode:model:online_visit',
  type: 'object',
  'x-label': { $t: 'visit.entity', default: '客户拜访' },
  'x-i18n': {
    'zh-CN': { 'visit.entity': '客户拜访', 'visit.subject': '主题', 'visit.visitType': '拜访类型' },
    'en-US': {
      'visit.entity': 'Customer visit',
      'visit.subject': 'Subject',
      'visit.visitType': 'Visit type',
    },
  },
  'x-storage': { table: 'online_visit', audit: true },
  'x-api': { basePath: '/online/visit', permissionPrefix: 'online:visit' },
  required: ['subject'],
  properties: {
    id: { type: 'string', readOnly: true },
    subject: { type: 'string', maxLength: 100, 'x-label': { $t: 'visit.subject' } },
    visitType: {
      type: 'string',
      maxLength: 32,
      'x-dict': 'visit_type',
      'x-label': { $t: 'visit.visitType' },
    },
    partnerId: {
      type: 'string',
      maxLength: 32,
      'x-ref': { model: 'biz_partner', labelField: 'partnerName' },
    },
    visitDate: { type: 'string', format: 'date' },
    report: { type: 'string', maxLength: 1000, 'x-file': { maxSizeMB: 10, multiple: false } },
  },
};

/** The builder with the JSON it writes shown below it, as the designer's JSON tab would show it. */
function Harness({ text: initial }: { text: string }) {
  const [text, setText] = useState(initial);
  return (
    <div style={{ padding: 16 }}>
      <FieldsBuilder text={text} onChange={setText} storedModels={['online_visit']} />
      <pre data-testid="fields-json" style={{ maxHeight: 240, overflow: 'auto', fontSize: 11 }}>
        {text}
      </pre>
    </div>
  );
}

// The designer's visual fields table over a model's JSON: inline editors, drag (or up/down) reorder,
// add and remove, and the checks that name the field.
const meta = {
  title: 'Widgets/SchemaDesigner/FieldsTable',
  component: Harness,
  args: { text: JSON.stringify(VISIT, null, 2) },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer-visit model in Chinese. */
export const Visit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('拜访类型')).toBeTruthy();
  },
};

/** In English. */
export const English: Story = { parameters: { locale: 'en-US' } };

/** A reserved word and a reference to a missing model, refused with the field named. */
export const Refused: Story = {
  args: {
    text: JSON.stringify(
      {
        ...VISIT,
        properties: {
          ...VISIT.properties,
          order: { type: 'string', maxLength: 10 },
          ownerId: { type: 'string', maxLength: 32, 'x-ref': { model: 'no_such_model' } },
        },
      },
      null,
      2,
    ),
  },
};
