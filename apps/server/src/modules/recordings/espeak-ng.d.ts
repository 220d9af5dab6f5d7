/** eSpeak-NG compiled to WebAssembly (Emscripten, MODULARIZE): one run of its command line per instance. */
declare module 'espeak-ng' {
  interface ESpeakNgOptions {
    arguments: string[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
    preRun?: Array<(module: ESpeakNgModule) => void>;
    /** Instantiates the program's WebAssembly (imports) itself and hands the instance and module to done. */
    instantiateWasm?: (imports: object, done: (instance: object, module: object) => void) => object;
  }
  interface ESpeakNgModule {
    FS: {
      readFile(path: string): Uint8Array;
      writeFile(path: string, data: string | Uint8Array): void;
    };
  }
  const ESpeakNg: (options: ESpeakNgOptions) => Promise<ESpeakNgModule>;
  export default ESpeakNg;
}
