export * from './PointOfSaleList';
