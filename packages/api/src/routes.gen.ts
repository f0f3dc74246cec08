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
    "GetConsumo_Proveedores": {
      "method": "POST",
      "path": "/Consumos/GetConsumo_Proveedores",
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
  }
} as const satisfies RouteTable;
