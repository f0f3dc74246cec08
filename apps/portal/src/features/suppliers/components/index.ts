export * from './SupplierCard';
