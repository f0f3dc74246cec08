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
  }
} as const satisfies RouteTable;
