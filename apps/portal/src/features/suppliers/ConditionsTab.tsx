import type { CondicionesProveedor } from '@socios/api';
import { normalizeWebUrl, orUnspecified, SHIPPING_REGION_TITLES, shippingRegionsFor, visibleContacts } from '@socios/domain';
import { Card, Facts, PhoneLink, Spinner, Stack, Text } from '@socios/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useApiQuery } from '../../app/query/apiQuery';
import { useUserConfig } from '../../app/session/SessionProvider';
import { ContactCards } from './ContactsTab';
import { fileUrl } from './data';
import { useSupplier } from './supplierContext';

const PdfViewer = lazy(() => import('./components/PdfViewer/PdfViewer'));

/** True once the element has come near the viewport: pdf.js (117 KiB) loads only when the PDF is about to show. */
function useNearViewport(): [(el: Element | null) => void, boolean] {
  const [el, setEl] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '400px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, near]);
  return [setEl, near];
}

/** The supplier's conditions (the shell's root sub-route): general data, commercial conditions, contacts, PDF. */
export function ConditionsTab() {
  const supplier = useSupplier();
  const config = useUserConfig();
  const conditions = useApiQuery('Proveedores', 'ObtenerRegistro', { provId: supplier.PRV_ID }, { select: (a) => a.valorRetorno, staleTime: 300_000 });
  const [pdfSlot, pdfNear] = useNearViewport();
  if (!conditions.data) return <Spinner centered holdScreen label="Cargando las condiciones" />;
  const c: CondicionesProveedor = conditions.data;
  const web = normalizeWebUrl(c.PRV_URL_WEB);
  const missingPdf = `No ha sido posible obtener el documento con las condiciones de ${c.PRV_NOMBRE}`;
  return (
    <Stack gap={4}>
      <Card title="Datos generales">
        <Facts density="comfortable" stackOnMobile>
          <dt>NIF</dt>
          <dd>{orUnspecified(c.CND_NIF)}</dd>
          <dt>Teléfono</dt>
          <dd>
            <PhoneLink value={c.CND_TELEFONO} />
          </dd>
          <dt>Fax</dt>
          <dd>{orUnspecified(c.CND_FAX)}</dd>
          <dt>Dirección</dt>
          <dd>{orUnspecified([c.CND_DIRECCION, [c.CND_CP, c.CND_POBLACION].filter(Boolean).join(' '), c.CND_PROVINCIA].filter(Boolean).join(', '))}</dd>
          <dt>Web</dt>
          <dd>
            {web ? (
              <a href={web} target="_blank" rel="noopener noreferrer">
                {web}
              </a>
            ) : (
              orUnspecified(null)
            )}
          </dd>
        </Facts>
      </Card>
      <Card title="Condiciones comerciales">
        <Facts density="comfortable" stackOnMobile>
          <dt>Garantía</dt>
          <dd>{orUnspecified(c.CND_GARANTIA)}</dd>
          <dt>Forma de pago</dt>
          <dd>{orUnspecified(c.CND_FORMA_PAGO)}</dd>
          <dt>Descuentos</dt>
          <dd>{orUnspecified(c.CND_DESCUENTOS)}</dd>
          <dt>Devoluciones</dt>
          <dd>{orUnspecified(c.CND_DEVOLUCIONES)}</dd>
          <dt>Servicio</dt>
          <dd>{orUnspecified(c.CND_SERVICIO)}</dd>
          {shippingRegionsFor(config.pais).map((region) => {
            const portes = c[`CND_PORTES_${region}`];
            return [
              <dt key={`${region}-p`}>{`Portes pagados (${SHIPPING_REGION_TITLES[region]})`}</dt>,
              <dd key={`${region}-pv`}>{orUnspecified(portes.PAGADOS)}</dd>,
              <dt key={`${region}-d`}>{`Portes debidos (${SHIPPING_REGION_TITLES[region]})`}</dt>,
              <dd key={`${region}-dv`}>{orUnspecified(portes.DEBIDOS)}</dd>,
            ];
          })}
        </Facts>
      </Card>
      <ContactCards contacts={visibleContacts(c.CONTACTOS)} />
      <Card title="Documento de condiciones">
        <div ref={pdfSlot}>
          {c.CND_ID_DOCUMENTO === null ? (
            <Text role="alert">{missingPdf}</Text>
          ) : pdfNear ? (
            <Suspense fallback={<Spinner centered label="Cargando el visor" />}>
              <PdfViewer source={fileUrl(c.CND_ID_DOCUMENTO, 1)} title={`Condiciones de ${c.PRV_NOMBRE}`} errorText={missingPdf} />
            </Suspense>
          ) : (
            <Spinner centered label="Cargando el visor" />
          )}
        </div>
      </Card>
    </Stack>
  );
}
