import { getSlotEntries, type SlotName } from './slotRegistry';

/**
 * Renders whatever widgets registered for a shell slot, in order.
 *
 * @example
 * <Slot name="header:actions" />
 */
export function Slot({ name }: { name: SlotName }) {
  return (
    <>
      {getSlotEntries(name).map(({ key, component: Component }) => (
        <Component key={key} />
      ))}
    </>
  );
}
