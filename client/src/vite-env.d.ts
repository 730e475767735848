/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The product's name (PRODUCT.md "Names"); the server reads the same variable. */
  readonly APP_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
