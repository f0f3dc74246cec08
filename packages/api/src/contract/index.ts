import type { ContractShape } from '../endpoint';
import { UsuariosTokensApi } from './apiTokens';
import { DocumentosAdjuntos } from './attachments';
import { Documentos } from './documents';
import { Consumos } from './consumption';
import { UsuariosContactos } from './contacts';
import { UsuariosFavoritos } from './favourites';
import { Login } from './login';
import { Campanas, CampanasGruposTaller, CampanasRegistros, Envios, Plantillas, PlantillasRegistros, RenderizadoPromo } from './campaigns';
import { CategoriasImagenes, Imagenes } from './images';
import { CondicionesEntreSocios } from './memberConditions';
import { SociosOwn } from './members';
import { Noticias } from './news';
import { UsuariosCompartir } from './sharing';
import { EstudiosMercado } from './studies';
import { Buscar } from './search';
import { Proveedores } from './suppliers';
import { Matriculas, Tecdoc } from './parts';
import { Producto } from './products';
import { Tarifas } from './tariffs';
import { DesgloseStocks, Stocks } from './stock';
import { Baterias, Lubricantes, Neumaticos } from './specialties';
import { UsuariosAccounts, UsuariosPassword } from './users';
import { GruposTaller, Paises, Talleres, TalleresGrupoTalleresSocio, TalleresSocioTalleresGrupo } from './workshops';

/**
 * The calls of each area, by the area's English name: the contract file, the server module and the portal feature
 * of an area share that name, and the server module is typed by its group here (`AreaHandlers<'contacts'>`).
 */
export const areas = {
  login: Login,
  users: { ...UsuariosPassword, ...UsuariosAccounts },
  members: SociosOwn,
  contacts: UsuariosContactos,
  favourites: UsuariosFavoritos,
  sharing: UsuariosCompartir,
  apiTokens: UsuariosTokensApi,
  news: Noticias,
  consumption: Consumos,
  attachments: DocumentosAdjuntos,
  studies: EstudiosMercado,
  suppliers: Proveedores,
  documents: Documentos,
  search: Buscar,
  tariffs: Tarifas,
  products: Producto,
  plates: Matriculas,
  parts: Tecdoc,
  stock: Stocks,
  stockBreakdown: DesgloseStocks,
  tyres: Neumaticos,
  lubricants: Lubricantes,
  batteries: Baterias,
  memberConditions: CondicionesEntreSocios,
  workshops: Talleres,
  workshopGroups: GruposTaller,
  countries: Paises,
  workshopGroupLinks: TalleresGrupoTalleresSocio,
  groupWorkshopLinks: TalleresSocioTalleresGrupo,
  imageCategories: CategoriasImagenes,
  images: Imagenes,
  campaigns: Campanas,
  campaignGroups: CampanasGruposTaller,
  campaignLines: CampanasRegistros,
  templates: Plantillas,
  templateLines: PlantillasRegistros,
  mailings: Envios,
  promoRendering: RenderizadoPromo,
} as const satisfies ContractShape;

/** The areas' type: area name → its calls. */
export type Areas = typeof areas;

/**
 * Every call of the portal, by controller and action, exactly as spec section 7 names them
 * (served under /api/<Controller>/<Action>). Each area adds its group to its controller on its own line.
 */
export const contract = {
  Login: areas.login,
  Usuarios: {
    ...areas.users,
    ...areas.contacts,
    ...areas.favourites,
    ...areas.sharing,
    ...areas.apiTokens,
  },
  Socios: {
    ...areas.members,
  },
  Noticias: areas.news,
  Consumos: areas.consumption,
  DocumentosAdjuntos: areas.attachments,
  EstudiosMercado: areas.studies,
  Proveedores: areas.suppliers,
  Documentos: areas.documents,
  Buscar: areas.search,
  Tarifas: areas.tariffs,
  Producto: areas.products,
  Matriculas: areas.plates,
  Tecdoc: areas.parts,
  Stocks: areas.stock,
  DesgloseStocks: areas.stockBreakdown,
  Neumaticos: areas.tyres,
  Lubricantes: areas.lubricants,
  Baterias: areas.batteries,
  CondicionesEntreSocios: areas.memberConditions,
  Talleres: areas.workshops,
  GruposTaller: areas.workshopGroups,
  Paises: areas.countries,
  TalleresGrupoTalleresSocio: areas.workshopGroupLinks,
  TalleresSocioTalleresGrupo: areas.groupWorkshopLinks,
  CategoriasImagenes: areas.imageCategories,
  Imagenes: areas.images,
  Campanas: areas.campaigns,
  CampanasGruposTaller: areas.campaignGroups,
  CampanasRegistros: areas.campaignLines,
  Plantillas: areas.templates,
  PlantillasRegistros: areas.templateLines,
  Envios: areas.mailings,
  RenderizadoPromo: areas.promoRendering,
} as const satisfies ContractShape;

/** The contract's type. */
export type Contract = typeof contract;

export { SessionAnswer } from './login';
export { CONTACT_IMPORT_MAX_ROWS, ContactoCambio, ContactoImportado, GrupoContacto } from './contacts';
export { ATTACHMENT_KINDS } from './attachments';
export { SHARE_MAX_ADDRESSES } from './sharing';
export { SPECIALTY_MAX_ROWS, SPECIALTY_PAGE_DEFAULT, SocioPagina } from './specialties';
export { GLOBAL_SEARCH_MAX, ResultadosBusqueda } from './search';
export { IMAGE_BODY_LIMIT, PuntoVentaCambio, SocioCambio } from './members';
export { AUDIT_PAGE_SIZE, PaginaRegistroCambios, UsuarioCambio } from './users';
export { CategoriaImagen, CategoriaImagenCambio, GALLERY_BODY_LIMIT, Imagen, ImagenCambio } from './images';
export {
  CAMPAIGN_BODY_LIMIT,
  Campana,
  CampanaCambio,
  CampanaEnvio,
  CampanaPrueba,
  CampanaRegistro,
  type CampanaTextos,
  Destinatarios,
  Diseno,
  Envio,
  LineaDiseno,
  MAILING_IMAGE_CID,
  Plantilla,
} from './campaigns';
export {
  AccionRegistro,
  actualizarRegistroBody,
  ID_LIST_MAX,
  type Pagina,
  pagina,
  paginaAnswer,
  PaginaBody,
  parseIdList,
  ValorPagina,
  wireIdList,
} from './paging';
export {
  GrupoTaller,
  GrupoTallerCambio,
  GrupoTallerIncluido,
  ImportacionTalleres,
  Pais,
  ResultadoImportacionTalleres,
  Taller,
  TallerCambio,
  TallerImportado,
  TallerIncluido,
  TallerRegistro,
  WORKSHOP_IMPORT_BODY_LIMIT,
  WORKSHOP_IMPORT_MAX_ROWS,
} from './workshops';
export { TokenApi, TokenApiCreado } from './apiTokens';
