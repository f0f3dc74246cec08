import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Assets worth compressing: text types above 1 KiB (the server's own threshold for answers). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;
const THRESHOLD = 1024;

/**
 * Writes `<asset>.br` (brotli, best quality) and `<asset>.gz` (gzip -9) beside each compressible file of the build's
 * assets folder, once, at build time; the server sends them as they are (@fastify/static `preCompressed`), so no
 * request pays for compressing a file.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'socios-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        const file = join(assets, name);
        if (!COMPRESSIBLE.test(name) || statSync(file).size < THRESHOLD) continue;
        const bytes = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
