export * from './PointOfSaleForm';
