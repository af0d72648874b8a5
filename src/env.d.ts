// The build's environment, as Vite writes it into the code (import.meta.env).
interface ImportMetaEnv {
  /** "1" in the builds the browser tests and the bench run: their instrumentation is compiled in (components/map/map-probe.ts). */
  readonly VITE_E2E?: '1';
}
