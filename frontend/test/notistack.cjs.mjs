/**
 * notistack's Node entry is CommonJS, whose `enqueueSnackbar` and `closeSnackbar` exist only
 * once a provider is mounted; Node's import of it copies them (undefined) at load time, where
 * Vite's pre-bundled ESM build exports them for real. viteEnv.mjs points 'notistack' here: the same CommonJS
 * module, with its names exported.
 */
import { createRequire } from 'node:module';

const notistack = createRequire(import.meta.url)('notistack');

export const { SnackbarProvider, SnackbarContent, MaterialDesignContent, Transition, useSnackbar } = notistack;
// The CommonJS build assigns these two only once a SnackbarProvider is constructed (its stand-in
// for ESM's live bindings), so they are looked up on each call rather than copied now.
export const enqueueSnackbar = (...args) => notistack.enqueueSnackbar(...args);
export const closeSnackbar = (...args) => notistack.closeSnackbar(...args);
export default notistack;
