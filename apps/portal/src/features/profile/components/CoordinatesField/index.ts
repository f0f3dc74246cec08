export * from './CoordinatesField';
