// Shared bits of the field widget stories: a controlled host that shows the widget's value.
import { Typography } from 'antd';
import { useState, type ReactNode } from 'react';

export interface ControlledProps<V> {
  initial?: V;
  render: (value: V | undefined, onChange: (value: V | undefined) => void) => ReactNode;
}

/**
 * Hosts a widget with its own state and prints the value under it.
 *
 * @example
 * <Controlled initial="M" render={(value, onChange) => <DictSelect dictCode="priority" value={value} onChange={onChange} />} />
 */
export function Controlled<V>({ initial, render }: ControlledProps<V>) {
  const [value, setValue] = useState<V | undefined>(initial);
  return (
    <div style={{ padding: 24, maxWidth: 480 }}>
      {render(value, setValue)}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        value: <code data-testid="value">{JSON.stringify(value ?? null)}</code>
      </Typography.Paragraph>
    </div>
  );
}
