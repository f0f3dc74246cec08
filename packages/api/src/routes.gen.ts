// Generated from the contract by scripts/generate-routes.ts: do not edit (pnpm --filter @socios/api generate).
import { type CompactRouteTable, decodeRouteTable } from './routeTable';

/** Every call of the contract written short (see CompactRouteTable): method, inputs, answer and path. */
const compact: CompactRouteTable = {
  "Login": {
    "Validar": "Pbp",
    "EnSession": "Gp",
    "SalirAplicacion": "Gp",
    "CloseConnections": "Gp"
  },
  "Usuarios": {
    "RecuperarPwd": "Pbp",
    "ComprobarEnlacePwd": "Gp/:token",
    "RestablecerPwd": "Pbp",
    "GetUsuario": "Pb",
    "GetUsuariosFromSocio": "G",
    "AddOrUpdateUsuario": "Pb",
    "GetRegistroCambios": "Pb",
    "ExportarRegistroCambios": "Gf/:formato",
    "GruposContacto": "G",
    "ActualizarGrupoContacto": "Pb",
    "ActualizarContacto": "Pb",
    "AltaMasivaContactos": "Pb",
    "AddOrDeleteFavorito": "Pb",
    "GetDisposicion": "G",
    "GuardarDisposicion": "Pb",
    "EnviarCorreo": "Pb",
    "GetTokensApi": "G",
    "CrearTokenApi": "Pb",
    "RevocarTokenApi": "Pb"
  },
  "Socios": {
    "GetListadoTmp": "G",
    "GetMapa": "G",
    "BuscarLugar": "G/:texto",
    "GetSocio": "G",
    "UpdateSocio": "Pb",
    "GetPuntosVenta": "G",
    "UpdateSocioPuntoVenta": "Pb"
  },
  "Noticias": {
    "GetListaNoticias": "Pb",
    "GetFiltros": "G",
    "GetNoticia": "G/:idNoticia"
  },
  "Consumos": {
    "GetConsumo_GraficoAnual": "Pb",
    "GetEjercicios": "G",
    "GetPaises": "G",
    "GetConsumo_Proveedores": "Pb",
    "GetConsumo_Proveedores_Grupo": "Pb",
    "GetConsumo_ProveedoresXFamiliaXSubFamilia": "Pb",
    "GetConsumo_ProveedoresXFamiliaXSubFamilia_Grupo": "Pb",
    "GetConsumo_ProveedoresXMarca": "Pb",
    "GetConsumo_ProveedoresXMarca_Grupo": "Pb",
    "GetConsumo_ProveedoresXSubFamilia": "Pb",
    "GetConsumo_ProveedoresXSubFamilia_Grupo": "Pb",
    "GetConsumo_Familias": "Pb",
    "GetConsumo_Familias_Grupo": "Pb",
    "GetConsumo_FamiliasXMarca": "Pb",
    "GetConsumo_FamiliasXMarca_Grupo": "Pb",
    "GetConsumo_FamiliasXProveedor": "Pb",
    "GetConsumo_FamiliasXProveedor_Grupo": "Pb",
    "GetConsumo_FamiliasXSubFamiliaXMarca": "Pb",
    "GetConsumo_FamiliasXSubFamiliaXMarca_Grupo": "Pb",
    "GetConsumo_Subfamilias": "Pb",
    "GetConsumo_Subfamilias_Grupo": "Pb",
    "GetConsumo_SubfamiliasXMarca": "Pb",
    "GetConsumo_SubfamiliasXMarca_Grupo": "Pb",
    "GetConsumo_SubfamiliasXProveedor": "Pb",
    "GetConsumo_SubfamiliasXProveedor_Grupo": "Pb",
    "GetConsumo_Marcas": "Pb",
    "GetConsumo_Marcas_Grupo": "Pb",
    "GetConsumo_MarcasXSubFamilia": "Pb",
    "GetConsumo_MarcasXSubFamilia_Grupo": "Pb"
  },
  "DocumentosAdjuntos": {
    "ObtenerDocumentoAdjunto": "Gf/:documentId/:kind"
  },
  "EstudiosMercado": {
    "GetEstudios": "G",
    "GetEstudiosRegistros": "Pb",
    "GetEstudioReferencias": "Pb",
    "ExportarEstudio": "Pbf",
    "GetDescuentoCondicion": "Pb"
  },
  "Proveedores": {
    "GetListado": "G",
    "ObtenerRegistro": "G/:provId",
    "GetProveedorDocumento": "Pb",
    "GetProveedorTarifaCompra": "Pb"
  },
  "Documentos": {
    "Carpetas": "G",
    "GetDocumentos": "Pb"
  },
  "Buscar": {
    "Global": "Pb"
  },
  "Tarifas": {
    "GetTarifaProveedorMar": "Pb",
    "GetTarifaCompraProveedorMar": "Pb",
    "ExportarTarifaCompra": "Pbf",
    "GetListaActualizacionesTarifaProv": "Pb",
    "GetDiasActualizacionesTarifaProv": "Pb",
    "GetActualizacionesPrecioMarcaProv": "Pb"
  },
  "Producto": {
    "GetProductosProveedorMarca": "G/:provId/:marcaId",
    "CondicionesProveedorMarca": "Pb"
  },
  "Matriculas": {
    "GetVehiculos": "G/:plate"
  },
  "Tecdoc": {
    "GetFabricantesVehiculos_Inicial": "G",
    "GetModelosByIdFabricante": "G@/TecDoc/GetModelosByIdFabricante/:id",
    "GetMotorByIdFabricanteAndIdModelo": "G/:fab/:model",
    "GetVehiculoDetalle": "G/:engineId",
    "GetGruposByIdMotor": "G/:engineId",
    "GetGruposByIdMotorAndAtajo": "G/:engineId/:shortcutId",
    "GetVehiculoByCodigoTecDoc": "G/:engineId",
    "GetArticlesByMotorAndNodo": "G/:engineId/:groupId",
    "GetArticlesByReferencia": "G/:reference/",
    "GetVehiculosRecientes": "G",
    "AddVehiculoReciente": "Pb",
    "GetVehiculoByVin": "G/:vin",
    "GetImagenArticulo": "Gf/:articleId/:size",
    "GetDescripcionesArticulos": "Pb"
  },
  "Stocks": {
    "GetStock": "G/:brandNo/:reference",
    "GenerarPedido": "Pb",
    "GetPedidos": "Pb",
    "GetPedido": "G/:id",
    "CambiarEstadoPedido": "Pb",
    "GetResumenStock": "G",
    "ImportarStock": "Pb"
  },
  "DesgloseStocks": {
    "GetDesgloseStock": "G/:memberCif/:reference"
  },
  "Neumaticos": {
    "GetNeumaticos": "G/:medida",
    "GetPaginaNeumaticos": "Pb"
  },
  "Lubricantes": {
    "GetLubricantes": "G/:viscosidad",
    "GetPaginaLubricantes": "Pb"
  },
  "Baterias": {
    "GetBaterias": "G/:potenciaArranque/:voltaje/:amperios",
    "GetPaginaBaterias": "Pb"
  },
  "CondicionesEntreSocios": {
    "GetCondicionesEntreSocios": "G",
    "ExportarPdf": "Gf"
  },
  "Talleres": {
    "GetPagina": "Pb",
    "ActualizarRegistro": "Ub",
    "ImportarRegistros": "Pb"
  },
  "GruposTaller": {
    "GetPagina": "Pb",
    "ActualizarRegistro": "Ub"
  },
  "Paises": {
    "GetPagina": "Pb"
  },
  "TalleresGrupoTalleresSocio": {
    "GetPagina": "Pb"
  },
  "TalleresSocioTalleresGrupo": {
    "GetPagina": "Pb"
  },
  "CategoriasImagenes": {
    "GetCategorias": "G",
    "ActualizarRegistro": "Ub"
  },
  "Imagenes": {
    "getImagenes": "G",
    "ActualizarRegistro": "Ub",
    "GetImagenBase64": "Pb"
  },
  "Campanas": {
    "GetPagina": "Pb",
    "ActualizarRegistro": "Ub",
    "GetImagen": "Pb",
    "EnviarCorreo": "Ub",
    "GetDestinatarios": "Pb",
    "EnviarPrueba": "Ub"
  },
  "CampanasGruposTaller": {
    "GetPagina": "Pb"
  },
  "CampanasRegistros": {
    "GetPagina": "Pb"
  },
  "Plantillas": {
    "GetPagina": "Pb",
    "GetImagen": "Pb"
  },
  "PlantillasRegistros": {
    "GetPagina": "Pb"
  },
  "Envios": {
    "GetPagina": "Pb",
    "GetImagen": "Pb"
  },
  "RenderizadoPromo": {
    "screenshotPromo": "Pbf"
  }
};

/** Method, path and inputs of every call of the contract, without schemas (used by the browser client). */
export const routes = decodeRouteTable(compact);
