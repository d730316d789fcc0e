// A tooltip that costs nothing until it is wanted. antd's Tooltip is a trigger with its own hooks,
// refs and stylesheet registration, all on mount: the work-order list's truncated titles and
// descriptions mounted two a row, and an infinite list mounts a screen of new rows in every frame it
// scrolls (3,898 Tooltip stylesheet registrations through 10,000 rows; bench/README.md). Until the
// pointer enters its text this is a plain span; then antd's Tooltip takes its place, open at once, and
// behaves as antd's from there on (it closes when the pointer leaves).
import { Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';

export interface HoverTooltipProps {
  /** What the tooltip shows (the whole text of a truncated value). */
  title: ReactNode;
  children: ReactNode;
}

/**
 * `<Tooltip title={title}><span>{children}</span></Tooltip>`, mounted on the first hover.
 *
 * @example
 * <HoverTooltip title={whole}>{cut}</HoverTooltip>
 */
export function HoverTooltip({ title, children }: HoverTooltipProps) {
  const [hovered, setHovered] = useState(false);
  if (!hovered) return <span onMouseEnter={() => setHovered(true)}>{children}</span>;
  return (
    <Tooltip title={title} defaultOpen>
      <span>{children}</span>
    </Tooltip>
  );
}
