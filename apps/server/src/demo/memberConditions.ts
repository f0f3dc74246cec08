import { GROUP_CONTACT } from '@socios/domain';
import { saveConditionsText } from '../modules/memberConditions';
import { sanitizeHtml } from '../html';
import type { Queryable } from '../db/db';

/**
 * The conditions the group's members agree for selling to one another (001 §2.17), as the editor would have written
 * them: sections on orders, prices, delivery, returns, warranties and incidents, with lists, bold and a table.
 */
export const MEMBER_CONDITIONS_HTML = `
<h2>1. Objeto y ámbito</h2>
<p>Estas condiciones regulan las compras y ventas de recambios entre los socios del <strong>Grupo Ibérico de
Recambios</strong> realizadas a través del Portal Socios (consulta de stock entre socios y pedidos). Se aplican a todos
los socios de España y Portugal y prevalecen sobre las condiciones generales de venta de cada socio, salvo pacto
expreso por escrito entre las partes.</p>

<h2>2. Pedidos entre socios</h2>
<p>Todo pedido se realiza desde el portal y queda registrado con su número, fecha, usuario que lo realiza y punto de
recogida. El socio vendedor se compromete a:</p>
<ul>
  <li>Confirmar o rechazar el pedido en un plazo máximo de <strong>2 horas hábiles</strong> desde su recepción.</li>
  <li>Mantener actualizado el stock publicado; las unidades publicadas se consideran <em>disponibles para la venta</em>.</li>
  <li>Comunicar cualquier rotura de stock al socio comprador por teléfono o correo electrónico antes de cancelar.</li>
</ul>
<p>El socio comprador indicará su referencia de pedido (<em>Su pedido</em>) y la persona que realiza el pedido, y no
podrá anular un pedido ya preparado salvo acuerdo con el vendedor.</p>

<h2>3. Precios y descuentos</h2>
<p>Los precios aplicables son los publicados por el socio vendedor en el momento del pedido, con el descuento que
tenga asignado el socio comprador como cliente. Los precios no incluyen el IVA (IVA del 21&nbsp;% en España y del
23&nbsp;% en Portugal continental).</p>
<table>
  <thead><tr><th>Volumen mensual entre socios</th><th>Descuento adicional</th></tr></thead>
  <tbody>
    <tr><td>Hasta 1.500 €</td><td>Sin descuento adicional</td></tr>
    <tr><td>De 1.500 € a 6.000 €</td><td>1,5 %</td></tr>
    <tr><td>Más de 6.000 €</td><td>3 %</td></tr>
  </tbody>
</table>
<p>El descuento adicional se liquida trimestralmente mediante abono. Las facturas se pagan a <strong>30 días fecha
factura</strong> por transferencia o recibo domiciliado; el retraso en el pago suspende la posibilidad de comprar a
otros socios hasta su regularización.</p>

<h2>4. Plazos de entrega</h2>
<ol>
  <li>Pedidos confirmados antes de las 13:00 h: disponibles para recogida el mismo día en el punto de venta indicado.</li>
  <li>Pedidos confirmados después de las 13:00 h: disponibles a las 9:00 h del siguiente día laborable.</li>
  <li>Envíos por agencia: entre 24 y 48 horas en la Península; Baleares, Canarias y Portugal según la agencia.</li>
</ol>
<p>Los portes de los envíos por agencia corren a cargo del comprador salvo en pedidos superiores a <strong>300 €</strong>
netos, que viajan a portes pagados.</p>

<h2>5. Devoluciones</h2>
<p>Se admiten devoluciones en un plazo de <strong>15 días naturales</strong> desde la recogida, siempre que la pieza:</p>
<ul>
  <li>Esté sin montar y en su embalaje original, sin marcas ni manipulaciones.</li>
  <li>Vaya acompañada del número de pedido del portal y del motivo de la devolución.</li>
  <li>No sea un artículo eléctrico o electrónico desprecintado, ni un pedido especial bajo encargo.</li>
</ul>
<p>Las devoluciones por error del comprador tendrán un cargo del <strong>10 %</strong> en concepto de gastos de
manipulación; las debidas a un error del vendedor no tendrán cargo y los portes serán por cuenta de este.</p>

<h2>6. Garantías</h2>
<p>Las piezas vendidas entre socios tienen la garantía del fabricante, y como mínimo la legal de <strong>tres
años</strong> para piezas nuevas. El socio vendedor tramitará la garantía ante el fabricante o proveedor y mantendrá
informado al comprador. Para tramitarla se necesitan:</p>
<ul>
  <li>La factura o el albarán de venta entre socios.</li>
  <li>La factura del taller al cliente final, con la fecha de montaje y los kilómetros del vehículo.</li>
  <li>La pieza defectuosa y, si el fabricante lo exige, el informe del taller.</li>
</ul>
<p><em>Quedan excluidos los daños por montaje incorrecto, uso indebido o desgaste normal de la pieza.</em></p>

<h2>7. Incidencias</h2>
<p>Cualquier incidencia (pieza equivocada, falta de unidades, daños en el transporte o diferencias de precio) se
comunicará al socio vendedor en un plazo de <strong>48 horas</strong> desde la recogida o la entrega. Si no se resuelve
en 7 días, cualquiera de las partes podrá trasladarla a la Comisión de Socios del grupo, cuya decisión será vinculante
para ambas.</p>
<blockquote>Ante cualquier duda sobre estas condiciones, consulte con la central del grupo en el teléfono ${GROUP_CONTACT.phone} o
en ${GROUP_CONTACT.email}.</blockquote>
<hr>
<p>Condiciones aprobadas por la Asamblea de Socios; revisión vigente para el año en curso.</p>
`;

/** Stores the conditions between members (sanitised as any text of the table). */
export async function seedMemberConditions(db: Queryable): Promise<void> {
  await saveConditionsText(db, sanitizeHtml(MEMBER_CONDITIONS_HTML.trim()));
}
