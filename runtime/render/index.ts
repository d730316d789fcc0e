export * from './pageRegistry';
export * from './RoutePage';
export * from './slotRegistry';
export * from './Slot';
