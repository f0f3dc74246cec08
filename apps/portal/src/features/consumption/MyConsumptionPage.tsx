import { Page } from '@socios/ui';
import { ConsumptionReport } from './ConsumptionReport';

/** /consumos 'Mis Consumos' (001 §2.3): the member's own consumption, by supplier first (the header holds the title). */
export function MyConsumptionPage() {
  return (
    <Page>
      <ConsumptionReport supplierId={null} brandId={null} fileName="mis-consumos" defaultGrouping="Proveedores" />
    </Page>
  );
}
