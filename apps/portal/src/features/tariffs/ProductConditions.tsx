import type { ProductoProveedor } from '@socios/api';
import { formatEuro, groupCalendarDate, periodLabel, SCALED_CONDITION_TYPE } from '@socios/domain';
import { Card, ChoiceButton, Split, Stack, Text } from '@socios/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useApiQuery } from '../../app/query/apiQuery';
import { useSupplier } from '../suppliers/supplierContext';
import { ScaleTable } from './components/ScaleTable';

/** The conditions of the product chosen: scales (CNDS_TIPO 2) with the member's range highlighted, or the plain text. */
function Conditions({ supplierId, brandId, product }: { supplierId: number; brandId: number; product: ProductoProveedor }) {
  const anyo = new Date().getFullYear() - 1;
  const conditions = useApiQuery(
    'Producto',
    'CondicionesProveedorMarca',
    { anyo, idProveedor: supplierId, idMarca: brandId, idProducto: product.PRVPRO_ID_PRODUCTO },
    { select: (a) => a.valorRetorno, staleTime: 300_000 },
  );
  if (conditions.isPending) return <Text tone="muted">Cargando las condiciones…</Text>;
  if (conditions.isError) return <Text tone="danger">No ha sido posible obtener las condiciones.</Text>;
  if (conditions.data.length === 0) return <Text tone="muted">El producto seleccionado no tiene condiciones</Text>;
  return (
    <Stack gap={3}>
      <Text tone="muted">
        Su consumo de {anyo}: <strong>{formatEuro(product.TOTAL_CONSUMO_SOCIO_ANTERIOR)}</strong>
      </Text>
      {conditions.data.map((c) => (
        <Card key={c.CNDS_ID}>
          {c.CNDS_TIPO === SCALED_CONDITION_TYPE && c.ESCALADOS.length > 0 ? (
            <ScaleTable caption={c.CNDS_TITULO} scales={c.ESCALADOS} />
          ) : (
            <Text weight="medium">{c.CNDS_TITULO}</Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}

/**
 * /proveedores/{provId}/detalleMarca/{marcaId}/condiciones (001 §2.7): the brand's products with what the member and
 * the group bought of each; choosing one shows its conditions, with scales when CNDS_TIPO is 2 and the member's own
 * range (on last year's purchases) highlighted.
 */
export function ProductConditions() {
  const supplier = useSupplier();
  const brandId = Number(useParams().marcaId);
  const brand = supplier.Marcas.find((m) => m.MAR_ID === brandId);
  const [chosen, setChosen] = useState<number | null>(null);
  const products = useApiQuery(
    'Producto',
    'GetProductosProveedorMarca',
    { provId: supplier.PRV_ID, marcaId: brandId },
    { select: (a) => a.valorRetorno, staleTime: 300_000 },
  );
  if (products.isPending) return <Text tone="muted">Cargando los productos…</Text>;
  if (products.isError) return <Text tone="danger">No ha sido posible obtener los productos.</Text>;
  if (products.data.length === 0) return <Text tone="muted">No hay productos para mostrar</Text>;
  const product = products.data.find((p) => p.PRVPRO_ID === chosen) ?? null;
  // This year so far against the whole of last year (which the scales are reckoned on): each figure names its months.
  const today = groupCalendarDate(new Date());
  const soFar = periodLabel({ year: today.year, from: 1, to: today.month });
  const lastYear = `todo ${today.year - 1}`;
  return (
    <Split>
      <nav aria-label={`Productos de ${brand?.MAR_NOMBRE ?? 'la marca'}`}>
        <Stack as="ul" gap={2}>
          {products.data.map((p) => (
            <li key={p.PRVPRO_ID}>
              <ChoiceButton variant="boxed" selected={p.PRVPRO_ID === chosen} onClick={() => setChosen(p.PRVPRO_ID)}>
                <span>{p.PRD_DESCRIPCION}</span>
                <Text as="small" tone="muted">
                  Usted: {formatEuro(p.TOTAL_CONSUMO_SOCIO)} en {soFar} · {formatEuro(p.TOTAL_CONSUMO_SOCIO_ANTERIOR)} en {lastYear}
                </Text>
                <Text as="small" tone="muted">
                  Grupo: {formatEuro(p.TOTAL_CONSUMO_GRUPO)} en {soFar} · {formatEuro(p.TOTAL_CONSUMO_GRUPO_ANTERIOR)} en {lastYear}
                </Text>
              </ChoiceButton>
            </li>
          ))}
        </Stack>
      </nav>
      <section aria-label="Condiciones del producto">
        {product ? (
          <Stack gap={3}>
            <Text as="h3" size="lg" weight="medium">
              {product.PRD_DESCRIPCION}
            </Text>
            <Conditions key={product.PRVPRO_ID} supplierId={supplier.PRV_ID} brandId={brandId} product={product} />
          </Stack>
        ) : (
          <Text tone="muted">Seleccione un producto para ver sus condiciones</Text>
        )}
      </section>
    </Split>
  );
}
