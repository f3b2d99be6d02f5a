/**
 * pdf-parse, loaded on first use without letting it slow down the rest of the process.
 *
 * Its pdfjs-dist "legacy" build runs core-js polyfills when its modules are first evaluated (at
 * import, and again as it loads its parts during the first parse), and on Node 20 they replace
 * three built-ins process-wide although Node's own are correct: `JSON.parse` (for the
 * parse-with-source proposal), `Array.prototype.push` (measured ten times slower: 31 -> 318 ms for
 * 8 million pushes) and `Function.prototype.toString` (to make the polyfills look native). Every
 * request of the service pushes to arrays, so importing it at start-up taxed every request. The
 * built-ins are captured when this module is evaluated, before anything imports pdf-parse, and put
 * back after the import and after each parse. The methods the build adds (Promise.withResolvers,
 * Uint8Array.toHex, Set methods ...) are left: pdfjs needs them on Node 20 and they tax nothing.
 */
type PdfParseModule = typeof import('pdf-parse');

const NATIVES = ([
  [JSON, 'parse'],
  [Array.prototype, 'push'],
  [Function.prototype, 'toString'],
] as const).map(([owner, name]) => ({ owner, name, descriptor: Object.getOwnPropertyDescriptor(owner, name)! }));

/** Puts back the built-ins the polyfills replace; call after anything that may have run them. */
export function restoreBuiltins(): void {
  for (const { owner, name, descriptor } of NATIVES) {
    if (Object.getOwnPropertyDescriptor(owner, name)?.value !== descriptor.value) Object.defineProperty(owner, name, descriptor);
  }
}

let loading: Promise<PdfParseModule> | undefined;

export function loadPdfParse(): Promise<PdfParseModule> {
  loading ??= import('pdf-parse').finally(restoreBuiltins);
  return loading;
}
