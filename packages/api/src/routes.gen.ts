// Generated from the contract by scripts/generate-routes.ts: do not edit (pnpm --filter @socios/api generate).
import type { RouteTable } from './routeTable';

/** Method, path and inputs of every call of the contract, without schemas (used by the browser client). */
export const routes = {
  "Login": {
    "Validar": {
      "method": "POST",
      "path": "/Login/Validar",
      "params": false,
      "body": true,
      "file": false,
      "access": "public"
    },
    "EnSession": {
      "method": "GET",
      "path": "/Login/EnSession",
      "params": false,
      "body": false,
      "file": false,
      "access": "public"
    },
    "SalirAplicacion": {
      "method": "GET",
      "path": "/Login/SalirAplicacion",
      "params": false,
      "body": false,
      "file": false,
      "access": "public"
    },
    "CloseConnections": {
      "method": "GET",
      "path": "/Login/CloseConnections",
      "params": false,
      "body": false,
      "file": false,
      "access": "public"
    }
  },
  "Usuarios": {
    "RecuperarPwd": {
      "method": "POST",
      "path": "/Usuarios/RecuperarPwd",
      "params": false,
      "body": true,
      "file": false,
      "access": "public"
    },
    "ComprobarEnlacePwd": {
      "method": "GET",
      "path": "/Usuarios/ComprobarEnlacePwd/:token",
      "params": true,
      "body": false,
      "file": false,
      "access": "public"
    },
    "RestablecerPwd": {
      "method": "POST",
      "path": "/Usuarios/RestablecerPwd",
      "params": false,
      "body": true,
      "file": false,
      "access": "public"
    },
    "GetUsuario": {
      "method": "POST",
      "path": "/Usuarios/GetUsuario",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GruposContacto": {
      "method": "GET",
      "path": "/Usuarios/GruposContacto",
      "params": false,
      "body": false,
      "file": false,
      "access": "session"
    },
    "ActualizarGrupoContacto": {
      "method": "POST",
      "path": "/Usuarios/ActualizarGrupoContacto",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "ActualizarContacto": {
      "method": "POST",
      "path": "/Usuarios/ActualizarContacto",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "AltaMasivaContactos": {
      "method": "POST",
      "path": "/Usuarios/AltaMasivaContactos",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "AddOrDeleteFavorito": {
      "method": "POST",
      "path": "/Usuarios/AddOrDeleteFavorito",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetDisposicion": {
      "method": "GET",
      "path": "/Usuarios/GetDisposicion",
      "params": false,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GuardarDisposicion": {
      "method": "POST",
      "path": "/Usuarios/GuardarDisposicion",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "EnviarCorreo": {
      "method": "POST",
      "path": "/Usuarios/EnviarCorreo",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    }
  },
  "Socios": {
    "GetSocio": {
      "method": "GET",
      "path": "/Socios/GetSocio",
      "params": false,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GetPuntosVenta": {
      "method": "GET",
      "path": "/Socios/GetPuntosVenta",
      "params": false,
      "body": false,
      "file": false,
      "access": "session"
    }
  },
  "Noticias": {
    "GetListaNoticias": {
      "method": "POST",
      "path": "/Noticias/GetListaNoticias",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetFiltros": {
      "method": "GET",
      "path": "/Noticias/GetFiltros",
      "params": false,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GetNoticia": {
      "method": "GET",
      "path": "/Noticias/GetNoticia/:idNoticia",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    }
  },
  "Consumos": {
    "GetConsumo_GraficoAnual": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_GraficoAnual",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetEjercicios": {
      "method": "GET",
      "path": "/Consumos/GetEjercicios",
      "params": false,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GetPaises": {
      "method": "GET",
      "path": "/Consumos/GetPaises",
      "params": false,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GetConsumo_Proveedores": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_Proveedores",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_Proveedores_Grupo": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_Proveedores_Grupo",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_ProveedoresXFamiliaXSubFamilia": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_ProveedoresXFamiliaXSubFamilia",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_ProveedoresXFamiliaXSubFamilia_Grupo": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_ProveedoresXFamiliaXSubFamilia_Grupo",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_ProveedoresXMarca": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_ProveedoresXMarca",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_ProveedoresXMarca_Grupo": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_ProveedoresXMarca_Grupo",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_ProveedoresXSubFamilia": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_ProveedoresXSubFamilia",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_ProveedoresXSubFamilia_Grupo": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_ProveedoresXSubFamilia_Grupo",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_Familias": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_Familias",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_Familias_Grupo": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_Familias_Grupo",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_FamiliasXMarca": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_FamiliasXMarca",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_FamiliasXMarca_Grupo": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_FamiliasXMarca_Grupo",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_FamiliasXProveedor": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_FamiliasXProveedor",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_FamiliasXProveedor_Grupo": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_FamiliasXProveedor_Grupo",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_FamiliasXSubFamiliaXMarca": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_FamiliasXSubFamiliaXMarca",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_FamiliasXSubFamiliaXMarca_Grupo": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_FamiliasXSubFamiliaXMarca_Grupo",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_Subfamilias": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_Subfamilias",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_Subfamilias_Grupo": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_Subfamilias_Grupo",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_SubfamiliasXMarca": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_SubfamiliasXMarca",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_SubfamiliasXMarca_Grupo": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_SubfamiliasXMarca_Grupo",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_SubfamiliasXProveedor": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_SubfamiliasXProveedor",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_SubfamiliasXProveedor_Grupo": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_SubfamiliasXProveedor_Grupo",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_Marcas": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_Marcas",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_Marcas_Grupo": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_Marcas_Grupo",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_MarcasXSubFamilia": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_MarcasXSubFamilia",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetConsumo_MarcasXSubFamilia_Grupo": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_MarcasXSubFamilia_Grupo",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    }
  },
  "DocumentosAdjuntos": {
    "ObtenerDocumentoAdjunto": {
      "method": "GET",
      "path": "/DocumentosAdjuntos/ObtenerDocumentoAdjunto/:documentId/:kind",
      "params": true,
      "body": false,
      "file": true,
      "access": "session"
    }
  },
  "EstudiosMercado": {
    "GetEstudios": {
      "method": "GET",
      "path": "/EstudiosMercado/GetEstudios",
      "params": false,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GetEstudiosRegistros": {
      "method": "POST",
      "path": "/EstudiosMercado/GetEstudiosRegistros",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetDescuentoCondicion": {
      "method": "POST",
      "path": "/EstudiosMercado/GetDescuentoCondicion",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    }
  },
  "Proveedores": {
    "GetListado": {
      "method": "GET",
      "path": "/Proveedores/GetListado",
      "params": false,
      "body": false,
      "file": false,
      "access": "session"
    },
    "ObtenerRegistro": {
      "method": "GET",
      "path": "/Proveedores/ObtenerRegistro/:provId",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GetProveedorDocumento": {
      "method": "POST",
      "path": "/Proveedores/GetProveedorDocumento",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetProveedorTarifaCompra": {
      "method": "POST",
      "path": "/Proveedores/GetProveedorTarifaCompra",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    }
  },
  "Documentos": {
    "Carpetas": {
      "method": "GET",
      "path": "/Documentos/Carpetas",
      "params": false,
      "body": false,
      "file": false,
      "access": "session"
    }
  },
  "Buscar": {
    "Global": {
      "method": "POST",
      "path": "/Buscar/Global",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    }
  },
  "Tarifas": {
    "GetTarifaProveedorMar": {
      "method": "POST",
      "path": "/Tarifas/GetTarifaProveedorMar",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetTarifaCompraProveedorMar": {
      "method": "POST",
      "path": "/Tarifas/GetTarifaCompraProveedorMar",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "ExportarTarifaCompra": {
      "method": "POST",
      "path": "/Tarifas/ExportarTarifaCompra",
      "params": false,
      "body": true,
      "file": true,
      "access": "session"
    },
    "GetListaActualizacionesTarifaProv": {
      "method": "POST",
      "path": "/Tarifas/GetListaActualizacionesTarifaProv",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetActualizacionesPrecioMarcaProv": {
      "method": "POST",
      "path": "/Tarifas/GetActualizacionesPrecioMarcaProv",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    }
  },
  "Producto": {
    "GetProductosProveedorMarca": {
      "method": "GET",
      "path": "/Producto/GetProductosProveedorMarca/:provId/:marcaId",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    },
    "CondicionesProveedorMarca": {
      "method": "POST",
      "path": "/Producto/CondicionesProveedorMarca",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    }
  },
  "Matriculas": {
    "GetVehiculos": {
      "method": "GET",
      "path": "/Matriculas/GetVehiculos/:plate",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    }
  },
  "Tecdoc": {
    "GetFabricantesVehiculos_Inicial": {
      "method": "GET",
      "path": "/Tecdoc/GetFabricantesVehiculos_Inicial",
      "params": false,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GetModelosByIdFabricante": {
      "method": "GET",
      "path": "/Tecdoc/GetModelosByIdFabricante/:id",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GetMotorByIdFabricanteAndIdModelo": {
      "method": "GET",
      "path": "/Tecdoc/GetMotorByIdFabricanteAndIdModelo/:fab/:model",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GetVehiculoDetalle": {
      "method": "GET",
      "path": "/Tecdoc/GetVehiculoDetalle/:engineId",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GetGruposByIdMotor": {
      "method": "GET",
      "path": "/Tecdoc/GetGruposByIdMotor/:engineId",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GetGruposByIdMotorAndAtajo": {
      "method": "GET",
      "path": "/Tecdoc/GetGruposByIdMotorAndAtajo/:engineId/:shortcutId",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GetVehiculoByCodigoTecDoc": {
      "method": "GET",
      "path": "/Tecdoc/GetVehiculoByCodigoTecDoc/:engineId",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GetArticlesByMotorAndNodo": {
      "method": "GET",
      "path": "/Tecdoc/GetArticlesByMotorAndNodo/:engineId/:groupId",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GetArticlesByReferencia": {
      "method": "GET",
      "path": "/Tecdoc/GetArticlesByReferencia/:reference/",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GetVehiculosRecientes": {
      "method": "GET",
      "path": "/Tecdoc/GetVehiculosRecientes",
      "params": false,
      "body": false,
      "file": false,
      "access": "session"
    },
    "AddVehiculoReciente": {
      "method": "POST",
      "path": "/Tecdoc/AddVehiculoReciente",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetVehiculoByVin": {
      "method": "GET",
      "path": "/Tecdoc/GetVehiculoByVin/:vin",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GetImagenArticulo": {
      "method": "GET",
      "path": "/Tecdoc/GetImagenArticulo/:articleId/:size",
      "params": true,
      "body": false,
      "file": true,
      "access": "session"
    },
    "GetDescripcionesArticulos": {
      "method": "POST",
      "path": "/Tecdoc/GetDescripcionesArticulos",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    }
  },
  "Stocks": {
    "GetStock": {
      "method": "GET",
      "path": "/Stocks/GetStock/:brandNo/:reference",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    },
    "GenerarPedido": {
      "method": "POST",
      "path": "/Stocks/GenerarPedido",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetPedidos": {
      "method": "POST",
      "path": "/Stocks/GetPedidos",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetPedido": {
      "method": "GET",
      "path": "/Stocks/GetPedido/:id",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    },
    "CambiarEstadoPedido": {
      "method": "POST",
      "path": "/Stocks/CambiarEstadoPedido",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    },
    "GetResumenStock": {
      "method": "GET",
      "path": "/Stocks/GetResumenStock",
      "params": false,
      "body": false,
      "file": false,
      "access": "session"
    },
    "ImportarStock": {
      "method": "POST",
      "path": "/Stocks/ImportarStock",
      "params": false,
      "body": true,
      "file": false,
      "access": "session"
    }
  },
  "DesgloseStocks": {
    "GetDesgloseStock": {
      "method": "GET",
      "path": "/DesgloseStocks/GetDesgloseStock/:memberCif/:reference",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    }
  },
  "Neumaticos": {
    "GetNeumaticos": {
      "method": "GET",
      "path": "/Neumaticos/GetNeumaticos/:medida",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    }
  },
  "Lubricantes": {
    "GetLubricantes": {
      "method": "GET",
      "path": "/Lubricantes/GetLubricantes/:viscosidad",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    }
  },
  "Baterias": {
    "GetBaterias": {
      "method": "GET",
      "path": "/Baterias/GetBaterias/:potenciaArranque/:voltaje/:amperios",
      "params": true,
      "body": false,
      "file": false,
      "access": "session"
    }
  }
} as const satisfies RouteTable;
