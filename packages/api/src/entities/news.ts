import { z } from 'zod';
import { wireText, WIRE_ID_MAX } from '../wire';
import { WireDate } from './common';

/** A category of a news item (000 §3 News item CATEGORIAS). */
export const CategoriaNoticia = z.object({
  ID_CATEGORIA: z.number().int(),
  CNOT_DESCRIPCION: z.string(),
});
export type CategoriaNoticia = z.infer<typeof CategoriaNoticia>;

/** A document attached to a news item (000 §3 DOCUMENTOS), plus its file name and extension for the list. */
export const DocumentoNoticia = z.object({
  NOTDOC_ID_DOCUMENTO: z.number().int(),
  NOTDOC_DESCRIPCION: z.string(),
  NOTDOC_FECHA_INSERCION: WireDate,
  /** File name without extension (ours). */
  NOMBRE: z.string(),
  /** Extension in lower case, without the dot (ours). */
  EXTENSION: z.string(),
  /** Size in KB (ours). */
  SIZE: z.number(),
});
export type DocumentoNoticia = z.infer<typeof DocumentoNoticia>;

/** News types: 0 General, 1 Socios. */
export const NEWS_TYPES = [
  { TIPO: 0, NOMBRE: 'General' },
  { TIPO: 1, NOMBRE: 'Socios' },
] as const;

/**
 * A news item as the list shows it (000 §3 News item without the HTML body), plus our RESUMEN (plain-text
 * excerpt of the body) and LEIDA (read by this user).
 */
export const NoticiaResumen = z.object({
  ID: z.number().int(),
  TITULO: z.string(),
  /** 0 General, 1 Socios. */
  TIPO: z.number().int(),
  FECHA: WireDate,
  FECHA_PUBLICACION: WireDate,
  /** Attachment id of the image (kind 1), or null. */
  ID_IMG: z.number().int().nullable(),
  NOT_DESTACADA: z.boolean(),
  RESUMEN: z.string(),
  LEIDA: z.boolean(),
  CATEGORIAS: z.array(CategoriaNoticia),
});
export type NoticiaResumen = z.infer<typeof NoticiaResumen>;

/** A whole news item (000 §3 News item): the list fields, the sanitised HTML body and the attached documents. */
export const Noticia = NoticiaResumen.extend({
  /** HTML body, sanitised by the server when it was stored. */
  TEXTO: z.string(),
  DOCUMENTOS: z.array(DocumentoNoticia),
});
export type Noticia = z.infer<typeof Noticia>;

/** Options of the news filter (000 §3): years with their months, categories and types. */
export const FiltrosNoticias = z.object({
  ANYOS: z.array(z.object({ ANYO: z.number().int(), MESES: z.array(z.object({ ID_MES: z.number().int(), MES: z.string() })) })),
  CATEGORIAS: z.array(CategoriaNoticia),
  TIPOS: z.array(z.object({ TNOT_ID: z.number().int(), TNOT_NOMBRE: z.string() })),
});
export type FiltrosNoticias = z.infer<typeof FiltrosNoticias>;

/** The filter payload (000 §3): modo 0 all / 1 read / 2 unread; 0 means "every" for idTipo, mes and idCategoria. */
export const FiltroNoticias = z.object({
  /** 0 every type; otherwise a TNOT_ID of the options (TIPO + 1). */
  idTipo: z.number().int().min(0).max(1000),
  /** Year of the publication date; 0 every year. */
  anyo: z.number().int().min(0).max(9999),
  /** Month 1–12 of the publication date; 0 the whole year. */
  mes: z.number().int().min(0).max(12),
  modo: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  idCategoria: z.number().int().min(0).max(WIRE_ID_MAX),
  texto: wireText(200).nullish(),
  /** Only news published this week (Monday to Sunday); sent by the news list, which then stores the filter. */
  estaSemana: z.boolean().optional(),
});
export type FiltroNoticias = z.infer<typeof FiltroNoticias>;

/** A row of the dashboard's consumption (000 §3): I / G / P by month, TI / TG / TP totals (MES null). */
export const ConsumoGrafico = z.object({
  TIPO: z.enum(['I', 'G', 'P', 'TI', 'TG', 'TP']),
  ANYO: z.number().int(),
  MES: z.number().int().nullable(),
  IMPORTE: z.number(),
  IMPORTE_ANTERIOR: z.number(),
  /** IMPORTE as a percentage of IMPORTE_ANTERIOR, null without a previous amount. */
  CIENTO: z.number().nullable(),
});
export type ConsumoGrafico = z.infer<typeof ConsumoGrafico>;

/** One block of the dashboard layout (react-grid-layout item): id, position and size in grid units. */
export const BloqueDisposicion = z.object({
  i: wireText(40),
  x: z.number().int().min(0).max(100),
  y: z.number().int().min(0).max(1000),
  w: z.number().int().min(1).max(100),
  h: z.number().int().min(1).max(100),
});
export type BloqueDisposicion = z.infer<typeof BloqueDisposicion>;
