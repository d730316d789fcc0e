export * from './pageRegistry';
export * from './RoutePage';
