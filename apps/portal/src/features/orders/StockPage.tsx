import { Card, Page, Text } from '@socios/ui';
import { useUserConfig } from '../../app/session/SessionProvider';
import { StockSummary } from './components/StockSummary';
import { useStockSummary } from './data';
import { OrdersNav } from './OrdersNav';
import { StockImportPanel } from './StockImportPanel';

/**
 * /pedidos/stock, 'Mi stock': what the member publishes to the other members (warehouses, references, units, last
 * import). Account administrators (USR_ADMINISTRAR_CUENTAS) also replace it from a CSV file; the server checks that
 * flag too (403).
 */
export function StockPage() {
  const { usuario } = useUserConfig();
  const summary = useStockSummary();
  const admin = usuario.USR_ADMINISTRAR_CUENTAS;
  return (
    <Page>
      <OrdersNav />
      {summary.data ? (
        <StockSummary
          summary={summary.data}
          emptyDescription={
            admin
              ? 'Importe un fichero CSV con sus referencias y unidades por almacén para que los demás socios puedan comprárselas.'
              : 'El administrador de cuentas de su empresa puede importarlo desde esta página.'
          }
        />
      ) : summary.isError ? (
        <Text tone="danger">No se ha podido cargar el stock.</Text>
      ) : (
        <Text tone="muted">Cargando el stock…</Text>
      )}
      {admin ? (
        <Card title="Importar stock" headingLevel={2}>
          <StockImportPanel />
        </Card>
      ) : (
        <Text tone="muted" size="sm">
          Solo los administradores de cuentas de su empresa pueden importar el stock.
        </Text>
      )}
    </Page>
  );
}
