import type { ComponentType } from 'react';

/** Named places in the shell that widgets fill without the shell importing them. */
export type SlotName = 'header:actions' | 'header:userMenu';

export interface SlotEntry {
  /** Unique within the slot; re-registering a key replaces the entry (hot reload, tests). */
  key: string;
  component: ComponentType;
  /** Lower first; default 100. */
  order?: number;
}

const slots = new Map<SlotName, Map<string, SlotEntry>>();

/**
 * Adds a component to a named shell slot (style-anchors item 13: widgets enter through registration).
 *
 * @example
 * registerSlot('header:actions', { key: 'bell', component: NoticeBell, order: 10 });
 */
export function registerSlot(slot: SlotName, entry: SlotEntry): void {
  const entries = slots.get(slot) ?? new Map<string, SlotEntry>();
  entries.set(entry.key, entry);
  slots.set(slot, entries);
}

/**
 * The entries of a slot in display order.
 *
 * @example
 * getSlotEntries('header:actions').map(({ key, component: C }) => <C key={key} />);
 */
export function getSlotEntries(slot: SlotName): SlotEntry[] {
  return [...(slots.get(slot)?.values() ?? [])].sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
}

/** Empties every slot; for tests and stories. */
export function clearSlots(): void {
  slots.clear();
}
