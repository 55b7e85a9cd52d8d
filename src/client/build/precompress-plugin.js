/*
 * Compresses the built page's files once, at build time: beside each script, style sheet, page and
 * translation file it writes the brotli (.br) and gzip (.gz) file the server hands out by content
 * negotiation (src/server/app.ts), so no request pays for compressing and every client gets the
 * smallest file its browser reads. Both at their highest setting: the cost is paid once per build.
 */
const zlib = require('node:zlib');
const webpack = require('webpack');

/** Below this, compressing saves too little to be worth a second request path and a Vary. */
const PRECOMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/** The compressed files to write beside one built file: none when it is small or not text. */
function compressedVariants(name, content) {
  if (!COMPRESSIBLE.test(name) || content.length < PRECOMPRESS_MIN_BYTES) return [];
  const brotli = zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
  return [{ name: `${name}.br`, content: brotli }, { name: `${name}.gz`, content: gzip }].filter((variant) => variant.content.length < content.length);
}

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      // OPTIMIZE_TRANSFER runs after minifying, the page's HTML and the real content hashes.
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          for (const variant of compressedVariants(name, source.buffer())) {
            compilation.emitAsset(variant.name, new webpack.sources.RawSource(variant.content), { compressed: true });
          }
        }
      });
    });
  }
}

module.exports = { PrecompressPlugin, compressedVariants, PRECOMPRESS_MIN_BYTES };
