import { campaignGroupHandlers, campaignHandlers, campaignLineHandlers, templateHandlers, templateLineHandlers } from './modules/campaigns';
import type { Handlers } from './http/context';
import { apiTokenHandlers } from './modules/apiTokens';
import { attachmentHandlers } from './modules/attachments';
import { consumptionHandlers } from './modules/consumption';
import { contactHandlers } from './modules/contacts';
import { documentHandlers } from './modules/documents';
import { favouriteHandlers } from './modules/favourites';
import { imageCategoryHandlers, imageHandlers } from './modules/images';
import { loginHandlers } from './modules/login';
import { memberConditionsHandlers } from './modules/memberConditions';
import { memberHandlers } from './modules/members';
import { newsHandlers } from './modules/news';
import { partsHandlers, plateHandlers } from './modules/parts';
import { productHandlers } from './modules/products';
import { searchHandlers } from './modules/search';
import { sharingHandlers } from './modules/sharing';
import { batteryHandlers, lubricantHandlers, tyreHandlers } from './modules/specialties';
import { stockBreakdownHandlers, stockHandlers } from './modules/stock';
import { studyHandlers } from './modules/studies';
import { supplierHandlers } from './modules/suppliers';
import { tariffHandlers } from './modules/tariffs';
import { userHandlers } from './modules/users';
import { countryHandlers, groupWorkshopLinkHandlers, workshopGroupHandlers, workshopGroupLinkHandlers, workshopHandlers } from './modules/workshops';
import { campaignSendHandlers, mailingHandlers } from './modules/mailings';
import { promoRenderingHandlers } from './modules/rendering';

/**
 * The server side of every call of the contract (a missing one is a compile error), mirroring the contract's
 * controllers: each area's module implements its group. One group per line.
 */
export const handlers: Handlers = {
  Login: loginHandlers,
  Usuarios: {
    ...userHandlers,
    ...contactHandlers,
    ...favouriteHandlers,
    ...sharingHandlers,
    ...apiTokenHandlers,
  },
  Socios: {
    ...memberHandlers,
  },
  Noticias: newsHandlers,
  Consumos: consumptionHandlers,
  DocumentosAdjuntos: attachmentHandlers,
  EstudiosMercado: studyHandlers,
  Proveedores: supplierHandlers,
  Documentos: documentHandlers,
  Buscar: searchHandlers,
  Tarifas: tariffHandlers,
  Producto: productHandlers,
  Matriculas: plateHandlers,
  Tecdoc: partsHandlers,
  Stocks: stockHandlers,
  DesgloseStocks: stockBreakdownHandlers,
  Neumaticos: tyreHandlers,
  Lubricantes: lubricantHandlers,
  Baterias: batteryHandlers,
  CondicionesEntreSocios: memberConditionsHandlers,
  Talleres: workshopHandlers,
  GruposTaller: workshopGroupHandlers,
  Paises: countryHandlers,
  TalleresGrupoTalleresSocio: workshopGroupLinkHandlers,
  TalleresSocioTalleresGrupo: groupWorkshopLinkHandlers,
  CategoriasImagenes: imageCategoryHandlers,
  Imagenes: imageHandlers,
  Campanas: { ...campaignHandlers, ...campaignSendHandlers },
  CampanasGruposTaller: campaignGroupHandlers,
  CampanasRegistros: campaignLineHandlers,
  Plantillas: templateHandlers,
  PlantillasRegistros: templateLineHandlers,
  Envios: mailingHandlers,
  RenderizadoPromo: promoRenderingHandlers,
};
