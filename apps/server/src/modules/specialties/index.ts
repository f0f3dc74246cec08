// The specialties module (tyres, lubricants, batteries): what the rest of the server may use of it.
export { batteryHandlers, lubricantHandlers, tyreHandlers } from './handlers';
